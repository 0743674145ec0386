import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { loadConfig, startServer, type RunningServer } from '@facturar/server';
import { demoRuc } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  addDetail,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
} from './support/emission.ts';

// This journey runs out the demo company's vouchers, so it has an application of its own: the other
// journeys keep issuing on the shared one.
const receipt = join(import.meta.dirname, '../packages/server/src/seed/assets/transfer-banco-general.png');
let sandbox: PacSandbox;
let server: RunningServer;
let dataDir: string;
let browser: Browser;
let company: Page;
let admin: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-plans-'));
  sandbox = await startPacSandbox({ host: '127.0.0.1' });
  const config = loadConfig(
    {
      PAC_URL: sandbox.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    join(import.meta.dirname, '..'),
  );
  server = await startServer(config);
  // The demo company's package ended yesterday: what is left of it is lost, and issuing stops.
  await server.ctx.db
    .updateTable('voucher_packages')
    .set({ expires_at: new Date(Date.now() - 86_400_000) })
    .where('company_ruc', '=', demoRuc)
    .execute();
  browser = await launchBrowser();
  company = (await newPage(browser, server.url)).page;
  admin = (await newPage(browser, server.url)).page;
  await signIn(company, 'adm@demo.facturar.test');
  await company.waitForURL('**/facturacion');
  await signIn(admin, 'admin@facturar.test');
  await admin.waitForURL('**/facturacion');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openPlanMenu(page: Page, entry: 'Adquirir plan' | 'Subir comprobante'): Promise<void> {
  await page.getByRole('button', { name: 'Planes' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function buyWithProof(page: Page, plan: string, total: string): Promise<void> {
  await openPlanMenu(page, 'Adquirir plan');
  await shows(page.getByText('PLANES DISPONIBLES'));
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Adquirir' }).click();
  const summary = page.getByRole('dialog', { name: 'Resumen de la compra' });
  await shows(summary.getByText(total));
  await summary.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('dialog', { name: 'Comprobante de pago' })
    .getByRole('button', { name: 'Sí, subir ahora' })
    .click();
  const upload = page.getByRole('dialog', { name: 'Subir comprobante de pago' });
  await upload.getByLabel('Comprobante de pago').setInputFiles(receipt);
  await shows(upload.getByText(/transfer-banco-general\.png/));
  await upload.getByRole('button', { name: 'Enviar' }).click();
  const done = page.getByRole('dialog', { name: 'Proceso Exitoso' });
  await shows(
    done.getByText(
      'La transacción sera verificada en los próximos minutos, si tiene alguna inquietud por favor contáctese con su proveedor.',
    ),
  );
  await done.getByRole('button', { name: 'Aceptar' }).click();
}

/** Opens 'Pagos' afresh from Inicio, as an administrator coming back to the queue would. */
async function openPayments(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ir a Inicio' }).click();
  await openFromMenu(page, 'Administración', 'Pagos');
  await shows(page.getByRole('table', { name: 'Pagos de paquetes por revisar' }));
}

function reviewRow(page: Page, plan: string) {
  return page
    .getByRole('table', { name: 'Pagos de paquetes por revisar' })
    .getByRole('row')
    .filter({ hasText: 'Comercializadora Demo Facturar, S.A.' })
    .filter({ hasText: plan });
}

describe('plans, proof of payment and the payment review', () => {
  it('blocks a company without vouchers, which buys a plan with proof; once approved, it issues again', async () => {
    await shows(company.getByRole('status', { name: 'Comprobantes disponibles: 0' }));
    await openFromMenu(company, 'Generación de Comprobantes', 'Factura de Operación Interna');
    await shows(company.getByText(/El paquete de comprobantes de la empresa caducó el/));

    await buyWithProof(company, 'Plan Emprendedor', '$. 26.75');

    await openPayments(admin);
    const row = reviewRow(admin, 'Plan Emprendedor');
    await shows(row.getByText('$. 26.75'));
    await row.getByRole('button', { name: /^Revisar pago de/ }).click();
    const receipts = admin.getByRole('dialog', { name: /^Comprobantes de pago/ });
    await shows(receipts.getByRole('img', { name: 'Comprobante de pago 1' }));
    await receipts.getByRole('button', { name: 'Cerrar' }).click();
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await admin
      .getByRole('dialog', { name: 'Aprobar pago' })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    const approved = admin.getByRole('dialog', { name: 'Proceso Exitoso' });
    await shows(approved.getByText('El paquete se ha aprobado con éxito!'));
    await approved.getByRole('button', { name: 'Aceptar' }).click();
    await reviewRow(admin, 'Plan Emprendedor').waitFor({ state: 'detached' });

    await company.reload();
    await shows(company.getByRole('status', { name: 'Comprobantes disponibles: 100' }));
    await openEmission(company, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(company);
    await addDetail(company, { ...consulting, quantity: '1' });
    await signAndAuthorise(company);
    await company.reload();
    await shows(company.getByRole('status', { name: 'Comprobantes disponibles: 99' }));
  });

  it('shows the company the reason its payment was rejected, and annuls the package', async () => {
    await buyWithProof(company, 'Plan PyME', '$. 96.30');
    await openPayments(admin);
    await reviewRow(admin, 'Plan PyME').getByRole('button', { name: 'Rechazar' }).click();
    const reject = admin.getByRole('dialog', { name: 'Rechazar pago' });
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await shows(admin.getByText('El campo motivo no puede estar vacío').first());
    await reject.getByLabel('Motivo').fill('El depósito no aparece en el estado de cuenta');
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    const rejected = admin.getByRole('dialog', { name: 'Proceso Exitoso' });
    await shows(rejected.getByText('El pago ha sido rechazado!'));
    await rejected.getByRole('button', { name: 'Aceptar' }).click();

    await openPlanMenu(company, 'Subir comprobante');
    const table = company.getByRole('table', { name: 'Paquetes pre-contratados' });
    const row = table.getByRole('row').filter({ hasText: 'Plan PyME' });
    await shows(row.getByText('NO APROBADO'));
    await shows(row.getByText('El depósito no aparece en el estado de cuenta'));
    await shows(company.getByText('Banco General, S.A.'));

    await row.getByRole('button', { name: 'Anular' }).click();
    await company
      .getByRole('dialog', { name: 'Anular paquete' })
      .getByRole('button', { name: 'Anular' })
      .click();
    await shows(company.getByText('El paquete se ha anulado con éxito!'));
    await company.getByRole('button', { name: 'Aceptar' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await table.getByRole('row').filter({ hasText: 'Plan PyME' }).count()).toBe(0);
  });

  it('lets the administrator put a new plan on sale, which the company then sees', async () => {
    await openPayments(admin);
    await admin.getByRole('tab', { name: 'Planes' }).click();
    await admin.getByRole('button', { name: 'Agregar Plan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo plan' });
    await dialog.getByLabel('Nombre').fill('Plan Feria');
    await dialog.getByLabel('Precio (sin ITBMS)').fill('0');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(dialog.getByText('Ingrese un precio mayor a 0 con máximo 2 decimales. Ej: 25.00'));
    await dialog.getByLabel('Precio (sin ITBMS)').fill('18.50');
    await dialog.getByLabel('Comprobantes (-1 ilimitados)').fill('60');
    await dialog
      .getByLabel('Características (separadas por comas)')
      .fill('Facturas electrónicas,Válido en ferias');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(admin.getByText('Plan Feria agregado.'));
    await shows(admin.getByRole('table', { name: 'Planes' }).getByText('Plan Feria'));

    await openPlanMenu(company, 'Adquirir plan');
    const card = company.getByRole('article', { name: 'Plan Feria' });
    await shows(card.getByText('$. 18.50 + ITBMS'));
    await shows(card.getByText('Válido en ferias'));
  });
});
