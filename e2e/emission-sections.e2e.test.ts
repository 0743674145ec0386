import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { shows, showsNone, typeDay } from './support/browser.ts';
import {
  addDetail,
  choose,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  signInCompanyAdmin,
} from './support/emission.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signInCompanyAdmin(baseUrl));
});
afterAll(async () => browser?.close());

const panamaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(new Date());

async function addInstalment(value: string, info = ''): Promise<void> {
  const section = page.getByRole('region', { name: 'Información de pago a plazo' });
  await section.getByRole('button', { name: 'Nueva cuota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuota' });
  await typeDay(dialog, 'Fecha de vencimiento', panamaToday);
  await dialog.getByLabel('Valor de la cuota').fill(value);
  if (info) await dialog.getByLabel('Información de interés').fill(info);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
}

describe('the extra sections of the emission form', () => {
  it('keeps the instalments of a credit invoice within its total and issues it', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(page, { paymentTime: '2' });
    await addDetail(page, { ...consulting, quantity: '1' });

    await addInstalment('30');
    await shows(page.getByText('Información de pago a plazo agregado'));
    await addInstalment('20');
    const dialog = page.getByRole('dialog', { name: 'Nueva cuota' });
    await shows(dialog.getByText('El valor es: 50.00, y excede al valor total'));
    await dialog.getByLabel('Valor de la cuota').fill('18.15');
    await dialog.getByLabel('Información de interés').fill('Muy corta');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(dialog.getByText('El tamaño de la información de interés debe estar entre 15 y 1000.'));
    await dialog.getByLabel('Información de interés').fill('Segunda y última cuota');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const rows = page.getByRole('table', { name: 'Cuotas' }).getByRole('row');
    expect(await rows.count()).toBe(3);
    await shows(rows.getByText('Segunda y última cuota'));
    await signAndAuthorise(page);
    await closeGeneratedDialog(page);
  });

  it('asks for the other currency of an export invoice before its details', async () => {
    await openEmission(page, 'Factura de Exportación', 'Emisión de Factura de Exportación');
    const exportData = page.getByRole('region', { name: 'Datos de exportación' });
    await exportData.getByRole('combobox', { name: 'Condición de entrega (Incoterm)' }).fill('FO');
    await page.getByRole('option', { name: /^FOB - / }).click();
    const currency = exportData.getByRole('combobox', { name: 'Moneda de la operación' });
    await currency.fill('Z');
    await shows(page.getByText('Ingrese al menos 3 caracteres'));
    await currency.fill('ZZ');
    await page.getByRole('option', { name: /^ZZZ - / }).click();
    const otherCurrency = exportData.getByRole('textbox', { name: 'Otra moneda' });
    await shows(otherCurrency);

    await fillGeneralData(page, { nature: '02' });
    await page.getByRole('button', { name: 'Agregar Detalle' }).click();
    await shows(exportData.getByText('Ingrese el nombre de la otra moneda (máximo 50 caracteres).'));
    await otherCurrency.fill('Peso uruguayo');
    await page.getByRole('button', { name: 'Agregar Detalle' }).click();
    const detail = page.getByRole('dialog', { name: 'Nuevo detalle' });
    await detail.getByRole('button', { name: 'Cancelar' }).click();
    await detail.waitFor({ state: 'detached' });
  });

  it('stores the commercial order, delivery place, logistics and authorised RUCs, and issues the document with them', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '1' });

    const order = page.getByRole('region', { name: 'Información de pedido comercial' });
    await order.getByRole('button', { name: 'Agregar' }).click();
    await shows(order.getByText('Ingresar el número de pedido de compra, es necesario.'));
    await order.getByLabel('Número de pedido de compra').fill('¿12?');
    await order.getByRole('button', { name: 'Agregar' }).click();
    await shows(order.getByText('Ingresar solo caracteres alfanuméricos.'));
    await order.getByLabel('Número de pedido de compra').fill('4521');
    await order.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información comercial agregada al comprobante'));
    await shows(order.getByRole('button', { name: 'Quitar' }));

    const place = page.getByRole('region', { name: 'Local de entrega' });
    // An optional section marks its required fields only once the user starts it (issue 29).
    const placeName = place.getByLabel('Nombre del local de entrega');
    expect(await placeName.getAttribute('required')).toBeNull();
    await placeName.fill('Bodega central');
    await shows(place.locator('input[required]'));
    expect(await placeName.getAttribute('required')).not.toBeNull();
    await place.getByLabel('Dirección del local de entrega').fill('Vía España, edificio 12');
    for (const [level, name] of [
      ['Provincia', 'PANAMA'],
      ['Distrito', 'PANAMA'],
      ['Corregimiento', 'BELLA VISTA'],
    ] as const) {
      await place.getByRole('combobox', { name: level }).click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    await place.getByRole('combobox', { name: 'Tipo de contribuyente' }).click();
    await page.getByRole('option', { name: /^2 - / }).click();
    await place.getByLabel('RUC del contribuyente receptor').fill('155601234-2-2015');
    await place.getByLabel('DV', { exact: true }).fill('45');
    await place.getByLabel('Teléfono', { exact: true }).fill('12');
    await place.getByRole('button', { name: 'Agregar' }).click();
    await shows(place.getByText('Ingrese el teléfono con el formato 123-4567 o 1234-5678.'));
    await place.getByLabel('Teléfono', { exact: true }).fill('6123-4567');
    await place.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información del local de entrega agregada al comprobante'));

    const logistics = page.getByRole('region', { name: 'Información logística' });
    await logistics.getByLabel('Nombre del transportista').fill('Transportes');
    await logistics.getByRole('combobox', { name: 'Tipo de contribuyente' }).click();
    await page.getByRole('option', { name: /^2 - / }).click();
    await logistics.getByLabel('RUC del transportista').fill('155601234-2-2015');
    await logistics.getByLabel('DV', { exact: true }).fill('ABC');
    await logistics.getByRole('button', { name: 'Agregar' }).click();
    await shows(
      logistics.getByText('El nombre del transportista debe tener entre 15 y 100 caracteres alfanuméricos.'),
    );
    await shows(logistics.getByText('Ingresar 2 caracteres.'));
    await logistics.getByLabel('Nombre del transportista').fill('Transportes del Istmo S.A.');
    await logistics.getByLabel('DV', { exact: true }).fill('45');
    await logistics.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información logística agregada al comprobante'));

    const rucs = page.getByRole('region', { name: 'RUC autorizados' });
    for (const ruc of ['155601234-2-2015', '8-888-8888']) {
      await rucs.getByRole('button', { name: 'Nuevo RUC' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo RUC' });
      await choose(page, 'Tipo de contribuyente', ruc.startsWith('8') ? '1' : '2');
      await dialog.getByLabel('RUC', { exact: true }).fill(ruc);
      await dialog.getByLabel('DV', { exact: true }).fill('45');
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await shows(page.getByText('Información de ruc autorizado agregado al comprobante.'));
    const table = rucs.getByRole('table', { name: 'RUC autorizados' });
    await table.getByRole('button', { name: 'Eliminar fila 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar RUC' });
    await shows(confirm.getByText('¿Está seguro de eliminar este RUC?'));
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await showsNone(table.getByText('8-888-8888'));
    await shows(table.getByText('155601234-2-2015'));

    await signAndAuthorise(page);
    await closeGeneratedDialog(page);
  });

  it('takes exactly one number of a referenced document, and fills a DF one from its CUFE', async () => {
    const { cufe } = await issueAuthorisedInvoice(await openApiSession(baseUrl));
    await openEmission(
      page,
      'Nota de Crédito Referente a FE',
      'Emisión de Nota de Crédito Referente a una o varias FE',
    );
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '1' });

    const section = page.getByRole('region', { name: 'Documentos fiscales referenciados' });
    await section.getByRole('button', { name: 'Nuevo documento fiscal referenciado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo documento fiscal referenciado' });
    await choose(page, 'Tipo de contribuyente', '2');
    await dialog.getByLabel('RUC del emisor').fill('155601234-2-2015');
    await dialog.getByLabel('DV', { exact: true }).fill('45');
    await dialog.getByLabel('Nombre del emisor').fill('Distribuidora del Canal');
    await typeDay(dialog, 'Fecha del documento', panamaToday);
    await dialog.getByLabel('CUFE referenciado').fill(cufe);
    await dialog.getByLabel('# Factura papel').fill('0'.repeat(22));
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(
      dialog.getByText('Ingrese solo uno de los tres campos (CUFE, # Factura papel o # Factura impresa)'),
    );

    await dialog.getByRole('radio', { name: 'DF (documento generado en Facturar)' }).check();
    expect(await dialog.getByLabel('Nombre del emisor').inputValue()).toBe('');
    await dialog.getByLabel('CUFE referenciado').fill(cufe.slice(0, 10));
    await dialog.getByRole('button', { name: 'Buscar CUFE' }).click();
    await shows(dialog.getByText('Ingrese 66 caracteres referentes al CUFE referenciado.'));
    await dialog.getByLabel('CUFE referenciado').fill(cufe);
    await dialog.getByRole('button', { name: 'Buscar CUFE' }).click();
    await expect.poll(() => dialog.getByLabel('Nombre del emisor').inputValue()).not.toBe('');
    expect(await dialog.getByLabel('RUC del emisor').inputValue()).toBe('155596713-2-2015');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información de documento fiscal agregado'));
    await shows(section.getByRole('table', { name: 'Documentos fiscales referenciados' }).getByText(cufe));
  });

  it('takes only a paper or a printer number for a generic note', async () => {
    await openEmission(page, 'Nota de Crédito Genérica', 'Emisión de Nota de Crédito Genérica');
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '1' });
    const section = page.getByRole('region', { name: 'Documentos fiscales referenciados' });
    await section.getByRole('button', { name: 'Nuevo documento fiscal referenciado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo documento fiscal referenciado' });
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByLabel('CUFE referenciado').count()).toBe(0);
    await choose(page, 'Tipo de contribuyente', '2');
    await dialog.getByLabel('RUC del emisor').fill('155601234-2-2015');
    await dialog.getByLabel('DV', { exact: true }).fill('45');
    await dialog.getByLabel('Nombre del emisor').fill('Distribuidora del Canal');
    await typeDay(dialog, 'Fecha del documento', panamaToday);
    await dialog.getByLabel('# Factura papel').fill('1'.repeat(22));
    await dialog.getByLabel('# Factura impresora fiscal').fill('2'.repeat(22));
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(dialog.getByText('Ingrese solo uno de los dos campos (# Factura papel o # Factura impresa)'));
    await dialog.getByLabel('# Factura impresora fiscal').fill('');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Información de documento fiscal agregado'));
    await shows(section.getByRole('table').getByText('1'.repeat(22)));
  });
});
