import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import { addDetail, consulting, fillGeneralData, openEmission } from './support/emission.ts';
import { issueAuthorisedInvoice, openApiSession, type IssuedVoucher } from './support/api.ts';

// Every CAFE template picker reads the same endpoint and shares one cache entry per company and type:
// whichever picker opens first, the others of the same session must still list the templates.
const baseUrl = inject('baseUrl');
const templateNames = ['01 / Estándar carta', '02 / Rollo 80 mm'];
const listTitle = 'Comprobantes Emitidos Autorizados';
let browser: Browser;
let invoice: IssuedVoucher;

beforeAll(async () => {
  browser = await launchBrowser();
  invoice = await issueAuthorisedInvoice(await openApiSession(baseUrl));
}, 90_000);
afterAll(async () => browser?.close());

async function inOneSession(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await run(page);
  } finally {
    await context.close();
  }
}

/** 'Visualizar CAFE' on a valid invoice opens 'Seleccionar template' with the templates as radios. */
async function checkEmissionPicker(page: Page): Promise<void> {
  await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
  await fillGeneralData(page);
  await addDetail(page, consulting);
  await page.getByRole('button', { name: 'Visualizar CAFE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleccionar template' });
  for (const name of templateNames) await shows(dialog.getByRole('radio', { name }));
  expect(await dialog.getByRole('radio', { name: templateNames[0] }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The authorised list's 'Reenviar' offers the templates in 'Plantilla', and 'Ver CAFE' opens the same dialog as emission. */
async function checkListPickers(page: Page): Promise<void> {
  await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
  const row = page
    .getByRole('table', { name: listTitle })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^0000-001-${invoice.number}`) }) });
  await row.getByRole('button', { name: 'Reenviar' }).click();
  const resend = page.getByRole('dialog', { name: 'Reenviar comprobante' });
  await resend.getByRole('combobox', { name: 'Plantilla' }).click();
  const options = page.getByRole('listbox');
  for (const name of ['Formato del comprobante', ...templateNames]) {
    await shows(options.getByRole('option', { name, exact: true }));
  }
  await page.keyboard.press('Escape');
  await resend.getByRole('button', { name: 'Cancelar' }).click();
  await resend.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Ver CAFE' }).click();
  const view = page.getByRole('dialog', { name: 'Seleccionar template' });
  for (const name of templateNames) await shows(view.getByRole('radio', { name }));
  await view.getByRole('button', { name: 'Cancelar' }).click();
  await view.waitFor({ state: 'detached' });
}

describe('the CAFE template pickers of one session', () => {
  it('list the templates in the list dialogs after the emission form asked for them', async () => {
    await inOneSession(async (page) => {
      await checkEmissionPicker(page);
      await checkListPickers(page);
    });
  });

  it('list the templates in the emission form after the list dialogs asked for them', async () => {
    await inOneSession(async (page) => {
      await checkListPickers(page);
      await checkEmissionPicker(page);
    });
  });
});
