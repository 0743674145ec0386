import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSelfSignedP12 } from '@facturar/server/signing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { findOutboxMail } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import { signAndAuthorise, waitForAuthorised } from './support/emission.ts';
import { dvOf, fillRegistration } from './support/registration.ts';

const baseUrl = inject('baseUrl');
const receipt = join(import.meta.dirname, '../packages/server/src/seed/assets/transfer-banco-general.png');
let browser: Browser;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'facturar-registration-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

/** A step of the home's 'Primeros pasos' checklist. */
function setupStep(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Primeros pasos' }).getByRole('listitem').filter({ hasText: label });
}

/** The certificate a company gets from its certifier: its name, RUC and DV in the subject. */
async function companyP12(company: { ruc: string; name: string }): Promise<string> {
  const path = join(files, 'empresa.p12');
  writeFileSync(
    path,
    await createSelfSignedP12({
      commonName: `${company.name.toUpperCase()} - ${company.ruc} - ${dvOf(company.ruc)} - FIRMA`,
      password: 'Clave-P12-2026',
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 400 * 86_400_000),
    }),
  );
  return path;
}

/** The platform administrator approves the company's plan purchase, in a browser of their own. */
async function approvePayment(companyName: string): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'admin@facturar.test');
    await page.waitForURL('**/facturacion');
    // The administrator's home names the payment waiting and leads to 'Pagos'.
    const waiting = page.getByRole('region', { name: 'Pagos por revisar' });
    await shows(waiting.getByText(companyName, { exact: false }));
    await waiting.getByRole('button', { name: 'Pagos' }).click();
    const row = page
      .getByRole('table', { name: 'Pagos de paquetes por revisar' })
      .getByRole('row')
      .filter({ hasText: companyName });
    // The receipt is shown beside the amount it must show.
    await row.getByRole('button', { name: `Revisar pago de ${companyName}` }).click();
    const receipts = page.getByRole('dialog', { name: `Comprobantes de pago - ${companyName}` });
    await shows(
      receipts.getByRole('table', { name: 'Pago esperado' }).getByRole('row', { name: /Total esperado/ }),
    );
    await shows(receipts.getByRole('img', { name: 'Comprobante de pago 1' }));
    await receipts.getByRole('button', { name: 'Cerrar' }).click();
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByRole('dialog', { name: 'Aprobar pago' }).getByRole('button', { name: 'Aprobar' }).click();
    await shows(page.getByText('El paquete se ha aprobado con éxito!'));
  } finally {
    await context.close();
  }
}

describe('self-registration', () => {
  it('registers a company, which sets itself up from its home checklist and issues its first invoice', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Regístrarse' }).click();
      await shows(page.getByRole('heading', { name: 'Registro Empresas' }));
      await page.getByRole('button', { name: 'Registrar' }).click();
      await shows(page.getByText('El RUC es necesario.'));
      await shows(page.getByText('La ubicación geográfica es necesaria.'));
      const company = {
        ruc: '155770011-2-2026',
        name: 'Café Boquete Altura, S.A.',
        email: 'admin@cafeboquete.test',
      };
      await fillRegistration(page, company);
      await page.getByRole('button', { name: 'Registrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registro Exitoso' });
      await shows(dialog.getByText('admin@cafeboquete.test', { exact: false }));
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await page.waitForURL(`${baseUrl}/`);

      // The same RUC again with a wrong DV: the refusal shows on the DV field; then 409, and the form keeps
      // what was typed.
      await page.goto('/registro');
      await fillRegistration(page, { ...company, email: 'otra@cafeboquete.test' });
      const dvField = page.getByRole('textbox', { name: 'DV', exact: true });
      await dvField.fill(dvOf(company.ruc) === '00' ? '01' : '00');
      await page.getByRole('button', { name: 'Registrar' }).click();
      await shows(dvField.and(page.locator('[aria-invalid="true"]')));
      await shows(page.getByText(`debería ser ${dvOf(company.ruc)}.`, { exact: false }));
      await dvField.fill(dvOf(company.ruc));
      await page.getByRole('button', { name: 'Registrar' }).click();
      await shows(page.getByText('La empresa ya existe. Contáctese con el administrador del Sistema.'));
      await shows(
        page.getByRole('textbox', { name: 'Razón social' }).and(page.locator(`[value="${company.name}"]`)),
      );
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.waitForURL(`${baseUrl}/`);
      const mail = await findOutboxMail(inject('outboxDir'), company.email);
      const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
      await signIn(page, company.email, temporary);
      const change = page.getByRole('dialog', { name: 'Cambio de contraseña obligatorio' });
      await change.getByLabel('Contraseña actual').fill(temporary);
      await change.getByLabel('Contraseña nueva').fill('CafeDeAltura2026!');
      await change.getByLabel('Confirmación de contraseña').fill('CafeDeAltura2026!');
      await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Café Boquete Altura S.A.'));

      // The first sign-in offers the certificate at once; the checklist shows what else is missing.
      const certificate = page.getByRole('dialog', { name: 'Cargar Certificado' });
      await certificate.getByLabel('Certificado (.p12)').setInputFiles(await companyP12(company));
      await certificate.getByLabel(/^Contraseña del certificado/).fill('Clave-P12-2026');
      await certificate.getByRole('button', { name: 'Cargar Certificado' }).click();
      await certificate.waitFor({ state: 'detached' });
      await shows(setupStep(page, 'Certificado de firma electrónica').getByText('Listo'));
      await shows(setupStep(page, 'Punto de facturación').getByText('Listo'));

      // The QR code waits for the affiliation, and says so.
      await setupStep(page, 'Código de seguridad QR')
        .getByRole('button', { name: 'Generar código QR' })
        .click();
      const qr = page.getByRole('dialog', { name: 'Administración del Código de Seguridad QR' });
      await shows(qr.getByRole('button', { name: 'Generar', disabled: true }));
      await shows(qr.getByRole('note').getByText(/^Primero afilie la empresa al PAC/));
      await qr.getByRole('button', { name: 'Cerrar' }).click();

      await setupStep(page, 'Afiliación al PAC')
        .getByRole('button', { name: 'Afiliar empresa al PAC' })
        .click();
      const pac = page.getByRole('dialog', { name: 'Administración de Afiliación al PAC' });
      await pac.getByRole('button', { name: 'Afiliar empresa al PAC' }).click();
      await shows(pac.getByText('Estado de afiliación al PAC: Afiliada'));
      await pac.getByRole('button', { name: 'Cerrar' }).click();

      await setupStep(page, 'Código de seguridad QR')
        .getByRole('button', { name: 'Generar código QR' })
        .click();
      await qr.getByRole('button', { name: 'Generar' }).click();
      await shows(qr.getByText('Estado del código de seguridad QR: Generado'));
      await qr.getByRole('button', { name: 'Cerrar' }).click();

      await setupStep(page, 'Plan de comprobantes').getByRole('button', { name: 'Adquirir plan' }).click();
      await page
        .getByRole('article', { name: 'Plan Emprendedor' })
        .getByRole('button', { name: 'Adquirir' })
        .click();
      await page
        .getByRole('dialog', { name: 'Resumen de la compra' })
        .getByRole('button', { name: 'Continuar' })
        .click();
      await page
        .getByRole('dialog', { name: 'Comprobante de pago' })
        .getByRole('button', { name: 'Sí, subir ahora' })
        .click();
      const upload = page.getByRole('dialog', { name: 'Subir comprobante de pago' });
      await upload.getByLabel('Comprobante de pago').setInputFiles(receipt);
      await upload.getByRole('button', { name: 'Enviar' }).click();
      await page
        .getByRole('dialog', { name: 'Proceso Exitoso' })
        .getByRole('button', { name: 'Aceptar' })
        .click();
      // CONTRATADO, the spec's name, says the receipt is in review and the vouchers come on approval.
      await page.getByRole('button', { name: 'Planes' }).click();
      await page.getByRole('menuitem', { name: 'Subir comprobante' }).click();
      const pending = page
        .getByRole('table', { name: 'Paquetes pre-contratados' })
        .getByRole('row')
        .filter({ hasText: 'Plan Emprendedor' });
      await shows(pending.getByText('CONTRATADO', { exact: true }));
      await shows(pending.getByText('Comprobante en revisión', { exact: false }));
      await approvePayment(company.name);

      await page.reload();
      await page.getByRole('button', { name: 'Ir a Inicio' }).click();
      await shows(setupStep(page, 'Plan de comprobantes').getByText('Listo'));

      // The first invoice: the general data starts on the defaults; the customer and the product are
      // created from the form itself and come back chosen.
      await openFromMenu(page, 'Generación de Comprobantes', 'Factura de Operación Interna');
      await shows(page.getByRole('heading', { level: 1, name: 'Emisión de Factura de Operación Interna' }));
      await page.getByRole('radio', { name: 'Datos' }).check();
      await page.getByRole('button', { name: 'Crear cliente' }).click();
      const customer = page.getByRole('dialog', { name: 'Nuevo Cliente' });
      const customerRuc = '155770044-2-2026';
      await customer.getByRole('textbox', { name: /^Identificación/ }).fill(customerRuc);
      await customer.getByRole('textbox', { name: /^DV/ }).fill(dvOf(customerRuc));
      await customer.getByRole('combobox', { name: 'Tipo de contribuyente' }).click();
      await page.getByRole('option', { name: 'Jurídico' }).first().click();
      await customer
        .getByRole('textbox', { name: /^Nombres \/ Razón social/ })
        .fill('Hotel Valle Escondido, S.A.');
      await customer.getByRole('textbox', { name: /^Correo/ }).fill('compras@valleescondido.test');
      await customer.getByRole('textbox', { name: /^Dirección/ }).fill('Valle Escondido, Boquete');
      await customer.getByRole('combobox', { name: 'Ubicación geográfica' }).fill('BOQUETE');
      await page
        .getByRole('option', { name: /BOQUETE/ })
        .first()
        .click();
      await customer.getByRole('button', { name: 'Guardar' }).click();
      await customer.waitFor({ state: 'detached' });
      await shows(
        page
          .getByRole('combobox', { name: /^Buscar cliente/ })
          .and(page.locator('[value*="Hotel Valle Escondido"]')),
      );

      await page.getByRole('button', { name: 'Agregar Detalle' }).click();
      const detail = page.getByRole('dialog', { name: 'Nuevo detalle' });
      await detail.getByLabel('Producto').fill('CAF');
      await shows(
        page.getByText(
          'No se encontró datos con el argumento ingresado. Si aún no lo registró, use «Crear producto».',
        ),
      );
      await detail.getByRole('button', { name: 'Crear producto' }).click();
      const product = page.getByRole('dialog', { name: 'Nuevo Producto / Servicio' });
      await product.getByRole('textbox', { name: /^Código principal/ }).fill('CAF-250');
      await product.getByRole('textbox', { name: /^Descripción/ }).fill('Café de altura, bolsa de 250 g');
      await product.getByRole('textbox', { name: /^Precio unitario/ }).fill('9.50');
      await product.getByRole('button', { name: 'Guardar' }).click();
      await product.waitFor({ state: 'detached' });
      await shows(detail.getByLabel('Producto').and(page.locator('[value^="CAF-250 - Café de altura"]')));
      await detail.getByRole('button', { name: 'Agregar', exact: true }).click();
      await detail.waitFor({ state: 'detached' });
      await waitForAuthorised(page, await signAndAuthorise(page));
    } finally {
      await context.close();
    }
  }, 240_000);
});
