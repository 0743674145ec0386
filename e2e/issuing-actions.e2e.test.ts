import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { demoRuc, issueAuthorisedInvoice, openApiSession, type ApiSession } from './support/api.ts';
import {
  chooseRowAction,
  launchBrowser,
  newPage,
  openFromMenu,
  shows,
  showsNone,
  signIn,
} from './support/browser.ts';
import {
  addDetail,
  chooseCustomer,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  totalOf,
} from './support/emission.ts';

/**
 * Issue 13 as a user meets it: the CUFE in sight, one-step actions from the authorised repository, the
 * cancellation that names the document and asks first, export lines without ITBMS unless confirmed, and
 * the credit balance in the reference dialog.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await openApiSession(baseUrl);
});
afterAll(async () => browser?.close());

beforeEach(async () => {
  ({ context, page } = await newPage(browser, baseUrl));
  await signIn(page, 'adm@demo.facturar.test');
  await page.waitForURL('**/facturacion');
});
afterEach(async () => context?.close());

async function openAuthorised(): Promise<void> {
  await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
  await shows(page.getByRole('heading', { name: 'Comprobantes Emitidos Autorizados' }));
}

/** The authorised list narrowed to one document by its CUFE (advanced search). */
async function searchByCufe(cufe: string): Promise<void> {
  await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
  await page.getByRole('textbox', { name: 'CUFE' }).fill(cufe);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await shows(page.getByText('1-1 de 1'));
}

describe('the CUFE in sight and the row actions', () => {
  it('finds a document by its CUFE, shows it and until when it can be cancelled', async () => {
    const invoice = await issueAuthorisedInvoice(api);
    await openAuthorised();
    await searchByCufe(invoice.cufe);
    const list = page.getByRole('table', { name: 'Comprobantes Emitidos Autorizados' });
    await shows(list.locator(`[data-cufe="${invoice.cufe}"]`));
    await shows(list.getByRole('cell', { name: /quedan 6 días y 23 h/ }));
    await shows(list.getByRole('button', { name: 'Copiar CUFE' }));
  });

  it('opens a credit note with the reference filled in (DF), as the first section, with its balance', async () => {
    const invoice = await issueAuthorisedInvoice(api);
    await openAuthorised();
    await searchByCufe(invoice.cufe);
    await chooseRowAction(page, `0000-001-${invoice.number}`, `Nota de crédito a 0000-001-${invoice.number}`);
    const title = 'Emisión de Nota de Crédito Referente a una o varias FE';
    await shows(page.getByRole('heading', { level: 1, name: title }));
    await shows(page.getByText('Saldo disponible del documento: 10.70'));
    const references = page.getByRole('table', { name: 'Documentos fiscales referenciados' });
    await shows(references.getByRole('cell', { name: invoice.cufe }));
    // The references come before the customer and the general data.
    const referenceSection = page.getByRole('region', { name: 'Documentos fiscales referenciados' });
    const customer = page.getByRole('region', { name: 'Cliente' });
    const [referencesTop, customerTop] = await Promise.all([
      referenceSection.evaluate((element) => element.getBoundingClientRect().top),
      customer.evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(referencesTop).toBeLessThan(customerTop);

    // The invoice's lines are offered; copied, the note is worth the invoice until the user reduces it.
    await page.getByRole('button', { name: 'Copiar detalles' }).click();
    await expect.poll(() => totalOf(page, 'Valor total')).toBe('$. 10.70');
  });

  it('opens a note to the invoice’s receiver, and asks before it goes to someone else', async () => {
    const [customer] = await api.call<{ idAsignacionEmpresaCliente: number; nombres: string }[]>(
      `/admin/clientes/buscar/${demoRuc}?parametroBusqueda=Canal`,
    );
    const invoice = await issueAuthorisedInvoice(api, customer?.idAsignacionEmpresaCliente);
    await openAuthorised();
    await searchByCufe(invoice.cufe);
    await chooseRowAction(page, `0000-001-${invoice.number}`, `Nota de crédito a 0000-001-${invoice.number}`);
    await shows(page.getByText('Saldo disponible del documento: 10.70'));
    const receiver = page.getByRole('region', { name: 'Cliente' });
    if (!customer) throw new Error('the demo customer of the Canal was not found');
    await shows(receiver.getByText(customer.nombres, { exact: false }).first());
    expect(await receiver.getByRole('radio', { name: 'Datos' }).isChecked()).toBe(true);

    await receiver.getByRole('radio', { name: 'Consumidor final' }).check();
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '1' });
    await page.getByRole('button', { name: 'Firmar y autorizar' }).click();
    const question = page.getByRole('dialog', { name: 'Receptor distinto' });
    await shows(question.getByText(/^El receptor de esta nota no es el del comprobante referenciado/));
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    await showsNone(page.getByRole('dialog', { name: 'Seleccionar template' }));
  });

  it('shows the balance left in the reference dialog after a credit note', async () => {
    const invoice = await issueAuthorisedInvoice(api);
    await openEmission(
      page,
      'Nota de Crédito Referente a FE',
      'Emisión de Nota de Crédito Referente a una o varias FE',
    );
    await page.getByRole('button', { name: 'Nuevo documento fiscal referenciado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo documento fiscal referenciado' });
    await dialog.getByRole('radio', { name: /^DF/ }).check();
    await dialog.getByLabel(/CUFE referenciado/).fill(invoice.cufe);
    await dialog.getByRole('button', { name: 'Buscar CUFE' }).click();
    await shows(dialog.getByText(/Valor total: 10\.70 · Saldo disponible: 10\.70/));
    // 'Buscar CUFE' stays on one line and 'Tipo de contribuyente' is not cut.
    const button = dialog.getByRole('button', { name: 'Buscar CUFE' });
    const box = await button.boundingBox();
    expect(box?.height ?? 99).toBeLessThan(48);
    const label = dialog.getByText('Tipo de contribuyente');
    expect(
      await label.evaluateAll((elements) =>
        elements.every((element) => element.scrollWidth <= element.clientWidth + 1),
      ),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('cancels from the row: the screen comes filled in, and asks first, naming the document', async () => {
    const invoice = await issueAuthorisedInvoice(api);
    await openAuthorised();
    await searchByCufe(invoice.cufe);
    await chooseRowAction(page, `0000-001-${invoice.number}`, `Anular 0000-001-${invoice.number}`);
    await shows(page.getByRole('region', { name: 'Evento de anulación' }));
    expect(await page.getByRole('textbox', { name: 'CUFE' }).inputValue()).toBe(invoice.cufe);
    const found = page.getByRole('status', { name: 'Comprobante encontrado' });
    await shows(found.getByText(invoice.number));
    await shows(found.getByText(/Puede anularse hasta el/));
    await page
      .getByRole('textbox', { name: 'Motivo de la anulación' })
      .fill('El cliente desistió de la compra.');
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar anulación' });
    await shows(
      confirm.getByText(
        `¿Anular la Factura de Operación Interna N.º ${invoice.number} emitida a CONSUMIDOR FINAL por $. 10.70? La anulación se registra en la DGI y no se puede deshacer.`,
      ),
    );
    // 'No anular' leaves it as it was.
    await confirm.getByRole('button', { name: 'No anular' }).click();
    await confirm.waitFor({ state: 'detached' });
    const before = await api.call<{ estado: string }>(`/comprobante/buscar/cufe/${invoice.cufe}`);
    expect(before.estado).toBe('AUT');
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar anulación' })
      .getByRole('button', { name: 'Sí, anular' })
      .click();
    await shows(page.getByText('Anulación exitosa.'));
  });
});

describe('an export line', () => {
  it('takes ITBMS 00 by default and asks before a taxed rate; the generated dialog shows the CUFE', async () => {
    await openEmission(page, 'Factura de Exportación', 'Emisión de Factura de Exportación');
    await chooseCustomer(page, 'Global', /Global Imports LLC/);
    await fillGeneralData(page, { nature: '02' });
    await page.getByRole('combobox', { name: 'Condición de entrega (Incoterm)' }).fill('FOB');
    await page.getByRole('option', { name: /^FOB/ }).click();
    await page.getByRole('combobox', { name: 'Moneda de la operación' }).fill('USD');
    await page.getByRole('option', { name: /^USD/ }).click();
    await page.getByRole('button', { name: 'Agregar Detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'Nuevo detalle' });
    await detail.getByLabel('Producto').fill(consulting.search);
    await page.getByRole('option', { name: consulting.product }).click();
    const itbms = detail.getByRole('combobox', { name: 'ITBMS' });
    await shows(itbms.getByText(/Exonerado/));

    await itbms.click();
    await page.getByRole('option', { name: /7%/ }).click();
    await detail.getByRole('button', { name: 'Agregar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'ITBMS en una exportación' });
    await shows(confirm.getByText(/Las exportaciones están exentas de ITBMS/));
    await confirm.getByRole('button', { name: 'Revisar' }).click();
    await itbms.click();
    await page.getByRole('option', { name: /Exonerado/ }).click();
    await detail.getByRole('button', { name: 'Agregar', exact: true }).click();
    await detail.waitFor({ state: 'detached' });

    const generated = await signAndAuthorise(page);
    const dialog = page.getByRole('dialog', { name: 'Comprobante generado' });
    await shows(dialog.locator(`[data-cufe="${generated.cufe}"]`));
    await shows(dialog.getByRole('button', { name: 'Copiar CUFE' }));
    await closeGeneratedDialog(page);
  });
});
