import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSelfSignedP12, verifySignature } from '@facturar/server/signing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoRuc, findOutboxMail, issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const day = 86_400_000;
let browser: Browser;
let page: Page;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'facturar-setup-'));
  browser = await launchBrowser();
  ({ page } = await newPage(browser, baseUrl));
  await signIn(page, 'adm@demo.facturar.test');
  await page.waitForURL('**/facturacion');
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

async function openUserMenuEntry(entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function p12File(name: string, commonName: string, validity: { from: number; to: number }) {
  const path = join(files, name);
  const now = Date.now();
  writeFileSync(
    path,
    await createSelfSignedP12({
      commonName,
      password: 'Clave-P12-2026',
      notBefore: new Date(now + validity.from),
      notAfter: new Date(now + validity.to),
    }),
  );
  return path;
}

const current = { from: -day, to: 400 * day };
const marker = 'CARGADO DESDE EL NAVEGADOR';

describe('Cargar Certificado', () => {
  it('refuses a wrong password, another RUC and an expired certificate, then signs with the uploaded one', async () => {
    await openUserMenuEntry('Cargar Certificado');
    const dialog = page.getByRole('dialog', { name: 'Cargar Certificado' });
    await shows(dialog.getByRole('heading', { name: 'Actualización del Certificado' }));
    // The certificate the company signs with, before any upload: the demo's (issue 29).
    const loaded = dialog.getByRole('table', { name: 'Certificado cargado' });
    await shows(loaded.getByRole('cell', { name: demoRuc, exact: true }));
    await shows(loaded.getByRole('rowheader', { name: 'Vence el' }));
    const choose = (path: string) => dialog.getByLabel('Certificado (.p12)').setInputFiles(path);
    const password = dialog.getByLabel(/^Contraseña del certificado/);
    const send = () => dialog.getByRole('button', { name: 'Cargar Certificado' }).click();

    await send();
    await shows(dialog.getByText('Seleccione el archivo .p12 del certificado.'));
    await shows(dialog.getByText('La contraseña es necesaria.'));
    const notP12 = join(files, 'certificado.pem');
    writeFileSync(notP12, 'no soy un p12');
    await choose(notP12);
    await shows(dialog.getByText('Solo se admiten archivos con la extensión: p12.'));

    const own = await p12File(
      'propio.p12',
      `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - ${marker}`,
      current,
    );
    await choose(own);
    await password.fill('clave-equivocada');
    await send();
    await shows(dialog.getByText('La contraseña del certificado es incorrecta.'));

    await choose(await p12File('otro.p12', 'OTRA EMPRESA S A - 155612345-2-2016 - 16 - FIRMA', current));
    await password.fill('Clave-P12-2026');
    await send();
    await shows(
      dialog.getByText(`El certificado pertenece al RUC 155612345-2-2016, no al de la empresa (${demoRuc}).`),
    );

    await choose(
      await p12File('vencido.p12', `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - VIEJO`, {
        from: -400 * day,
        to: -day,
      }),
    );
    await send();
    await shows(dialog.getByText('El certificado está vencido.'));

    await choose(own);
    await send();
    // Loaded: the dialog closes and says so; opened again, it shows the new certificate.
    await shows(page.getByText('Certificado actualizado.'));
    await dialog.waitFor({ state: 'detached' });
    await openUserMenuEntry('Cargar Certificado');
    await shows(loaded.getByRole('cell', { name: new RegExp(marker) }));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    const api = await openApiSession(baseUrl);
    const invoice = await issueAuthorisedInvoice(api);
    const xml = (await api.download(`/utilidades/generar/xml/${invoice.id}`)).toString('utf8');
    expect(verifySignature(xml)).toMatchObject({ ok: true });
    expect(verifySignature(xml)).toMatchObject({ subject: expect.stringContaining(marker) });
  });
});

// A 1 × 1 PNG.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('Cargar Logos', () => {
  it('refuses an oversized logo and a text renamed .png, and the home page shows the new logo', async () => {
    await openUserMenuEntry('Cargar Logos');
    const dialog = page.getByRole('dialog', { name: 'Cargar Logos' });
    const big = join(files, 'grande.png');
    writeFileSync(big, Buffer.concat([pngBytes, Buffer.alloc(1_000_001 - pngBytes.length)]));
    await dialog.getByLabel('Logo de la empresa').setInputFiles(big);
    await shows(dialog.getByText('El peso máximo del archivo deber ser de 1MB.'));

    const text = join(files, 'texto.png');
    writeFileSync(text, 'Esto es un texto, no una imagen.');
    await dialog.getByLabel('Logo de la empresa').setInputFiles(text);
    await dialog.getByRole('button', { name: 'Guardar logos' }).click();
    await shows(dialog.getByText('Solo se admiten archivos en .jpg o .png'));

    const logo = join(files, 'logo.png');
    writeFileSync(logo, pngBytes);
    await dialog.getByLabel('Logo de la empresa').setInputFiles(logo);
    await dialog.getByLabel('Logo de los comprobantes (CAFE)').setInputFiles(logo);
    await dialog.getByRole('button', { name: 'Guardar logos' }).click();
    await shows(page.getByText('Logo de la empresa actualizado.'));
    await shows(dialog.getByRole('img', { name: 'Logo actual de los comprobantes' }));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await shows(page.getByRole('img', { name: 'Logo de Comercializadora Demo Facturar, S.A.' }));
  });
});

describe('Información de la Empresa', () => {
  it('shows the company data and the status of its affiliation, QR code and logos', async () => {
    await openUserMenuEntry('Información de la Empresa');
    const data = page.getByRole('table', { name: 'Datos de la empresa' });
    await shows(data.getByRole('cell', { name: demoRuc }));
    await shows(data.getByRole('cell', { name: 'Comercializadora Demo Facturar, S.A.' }));
    await shows(page.getByLabel('Afiliación al PAC: Afiliada'));
    await shows(page.getByLabel('Código de seguridad QR: Generado'));
    await shows(page.getByLabel('Logos: Completo'));
  });
});

describe('the blocked-issuing notice', () => {
  it('reminds an invoicer that only an administrator manages the billing points', async () => {
    const { context, page: invoicer } = await newPage(browser, baseUrl);
    try {
      await signIn(invoicer, 'sinpunto@demo.facturar.test');
      await invoicer.waitForURL('**/facturacion');
      await invoicer.getByRole('button', { name: 'Abrir menú' }).click();
      const nav = invoicer.getByRole('navigation', { name: 'Menú principal' });
      await nav.getByRole('button', { name: 'Generación de Comprobantes', exact: true }).click();
      await nav.getByRole('button', { name: 'Factura de Operación Interna', exact: true }).click();
      await invoicer.getByRole('button', { name: 'Asignar punto de emisión' }).click();
      await shows(
        invoicer.getByText(
          'Le recordamos que usted no es un usuario administrador. No puede gestionar los secuenciales.',
        ),
      );

      // The same remedy from the notifications: the alert names where it is fixed.
      await invoicer.getByRole('button', { name: 'Ir a Inicio' }).click();
      await invoicer.getByRole('button', { name: 'Alertas' }).click();
      const alerts = invoicer.getByRole('dialog', { name: 'Alertas' });
      await alerts.getByRole('button', { name: 'Asignar punto de emisión' }).click();
      await shows(
        invoicer
          .getByText(
            'Le recordamos que usted no es un usuario administrador. No puede gestionar los secuenciales.',
          )
          .last(),
      );
    } finally {
      await context.close();
    }
  });
});

describe('the information screen', () => {
  it('opens from home with its two tabs of content written for Panama', async () => {
    await page.getByRole('button', { name: 'Ir a Inicio' }).click();
    await page.getByRole('button', { name: 'Información sobre Comprobantes Electrónicos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Información sobre Comprobantes Electrónicos' });
    await shows(dialog.getByRole('tab', { name: 'Información general sobre Comprobantes Electrónicos' }));
    await shows(dialog.getByRole('heading', { name: 'CUFE' }));
    await dialog.getByRole('tab', { name: 'Preguntas frecuentes' }).click();
    await dialog.getByRole('button', { name: '¿Puedo anular una factura después del plazo?' }).click();
    await shows(dialog.getByText(/emita una nota de crédito referida al CUFE/));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });
});

describe('Asistencia', () => {
  it('sends the rich-text message by e-mail to support', async () => {
    await page.getByRole('button', { name: 'Ir a Inicio' }).click();
    await page.getByRole('button', { name: 'Asistencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asistencia' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await shows(dialog.getByText('Ingrese su correo electrónico.'));
    await shows(dialog.getByText('Escriba su consulta.'));
    await dialog.getByLabel(/^De/).fill('ana.personal@correo.test');
    const editor = dialog.getByRole('textbox', { name: 'Consulta' });
    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Urgente:');
    await shows(dialog.getByRole('button', { name: 'Negrita', pressed: true }));
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' no encuentro el punto de emisión 002.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await shows(page.getByText('Su consulta fue enviada. Le responderemos a su correo electrónico.'));
    const mail = await findOutboxMail(inject('outboxDir'), 'soporte@facturar.test');
    expect(mail.subject).toBe('Asistencia: Comercializadora Demo Facturar, S.A. (155596713-2-2015)');
    expect(mail.html).toContain('<strong>Urgente:</strong> no encuentro el punto de emisión 002.');
  });
});
