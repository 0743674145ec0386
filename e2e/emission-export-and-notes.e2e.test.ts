import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shows, typeDay } from './support/browser.ts';
import {
  addDetail,
  chooseCustomer,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  signInCompanyAdmin,
  totalOf,
  waitForAuthorised,
  type Generated,
} from './support/emission.ts';

let browser: Browser;
let page: Page;
let invoice: Generated;

beforeAll(async () => {
  ({ browser, page } = await signInCompanyAdmin(inject('baseUrl')));
});
afterAll(async () => browser?.close());

function inTenDays(): string {
  const date = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  return date.toLocaleDateString('en-CA', { timeZone: 'America/Panama' });
}

async function searchCatalogue(label: string, term: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(term);
  await page.getByRole('option', { name: option }).click();
}

describe('the emission form for credit terms, exports and notes', () => {
  it('asks for instalments on credit, then issues the invoice once they are given', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await chooseCustomer(page, 'Canal', /Distribuidora del Canal/);
    await fillGeneralData(page, { paymentTime: '2' });
    await addDetail(page, { ...consulting, quantity: '1' });
    await page.getByRole('button', { name: 'Firmar y autorizar' }).click();
    const warning = page.getByRole('dialog', { name: 'Advertencia' });
    await shows(
      warning.getByText(
        'Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es crédito/plazo.',
      ),
    );
    await warning.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Nueva cuota' }).click();
    const instalment = page.getByRole('dialog', { name: 'Nueva cuota' });
    await typeDay(instalment, /Fecha de vencimiento/, inTenDays());
    await instalment.getByLabel(/Valor de la cuota/).fill('48.15');
    await instalment.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información de pago a plazo agregado'));
    invoice = await signAndAuthorise(page);
    await closeGeneratedDialog(page);
    await waitForAuthorised(page, invoice);
  });

  it('issues an export invoice to a foreign customer in another currency (ZZZ), and the PAC authorises it', async () => {
    await openEmission(page, 'Factura de Exportación', 'Emisión de Factura de Exportación');
    await chooseCustomer(page, 'Global', /Global Imports LLC/);
    await fillGeneralData(page, { nature: '02' });
    await page.getByRole('button', { name: 'Agregar Detalle' }).click();
    await shows(page.getByText('Seleccione la condición de entrega (Incoterm).'));
    expect(await page.getByRole('dialog', { name: 'Nuevo detalle' }).count()).toBe(0);
    await searchCatalogue('Condición de entrega (Incoterm)', 'FOB', /^FOB/);
    await searchCatalogue('Moneda de la operación', 'ZZZ', /^ZZZ/);
    await page.getByLabel(/Otra moneda/).fill('Bolívar digital');
    await page.getByLabel('Tipo de cambio').fill('1.5');
    await page.getByLabel('Monto en moneda extranjera').fill('72.23');
    await page.getByLabel('Puerto de embarque').fill('Puerto de Balboa');
    await addDetail(page, { ...consulting, quantity: '1' });
    expect(await totalOf(page, 'Valor total')).not.toBe('$. 0.00');
    const generated = await signAndAuthorise(page);
    await closeGeneratedDialog(page);
    await waitForAuthorised(page, generated);
  });

  for (const [menuItem, title] of [
    ['Nota de Crédito Referente a FE', 'Emisión de Nota de Crédito Referente a una o varias FE'],
    ['Nota de Débito Referente a FE', 'Emisión de Nota de Débito Referente a una o varias FE'],
  ] as const) {
    it(`issues a ${title.slice('Emisión de '.length)} that refers to the authorised invoice`, async () => {
      await openEmission(page, menuItem, title);
      await chooseCustomer(page, 'Canal', /Distribuidora del Canal/);
      await fillGeneralData(page);
      await addDetail(page, { ...consulting, quantity: '1' });
      await page.getByRole('button', { name: 'Nuevo documento fiscal referenciado' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo documento fiscal referenciado' });
      await dialog.getByRole('radio', { name: /^DF/ }).check();
      await dialog.getByLabel(/CUFE referenciado/).fill(invoice.cufe);
      await dialog.getByRole('button', { name: 'Buscar CUFE' }).click();
      await expectFilled(dialog.getByLabel(/Nombre del emisor/));
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await shows(page.getByText('Información de documento fiscal agregado'));
      const generated = await signAndAuthorise(page);
      await closeGeneratedDialog(page);
      await waitForAuthorised(page, generated);
    });
  }
});

async function expectFilled(field: ReturnType<Page['getByLabel']>): Promise<void> {
  await page.waitForFunction(
    (element) => (element as HTMLInputElement).value !== '',
    await field.elementHandle(),
  );
}
