import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApiSession } from './support/api.ts';
import { shows } from './support/browser.ts';
import {
  addDetail,
  choose,
  chooseCustomer,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  signInCompanyAdmin,
  totalOf,
  waitForAuthorised,
} from './support/emission.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signInCompanyAdmin(inject('baseUrl')));
});
afterAll(async () => browser?.close());

const nuts = { search: 'nueces', product: /^ALI-005 - Nueces mixtas/ };

describe('the emission form', () => {
  it('issues an internal-operation invoice to a final consumer with a tip, and the PAC authorises it', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '2' });
    await shows(page.getByText('Detalle agregado al comprobante'));
    await addDetail(page, { ...nuts, quantity: '3' });
    expect(await totalOf(page, 'Subtotal sin impuestos')).toBe('$. 102.75');
    expect(await totalOf(page, 'Total ITBMS')).toBe('$. 6.30');
    expect(await totalOf(page, 'Valor total')).toBe('$. 109.05');

    await page.getByLabel('Propina').fill('11');
    await shows(page.getByText('La propina no puede ser mayor al 10% del valor del comprobante'));
    await page.getByLabel('Propina').fill('5');
    expect(await totalOf(page, 'Valor total')).toBe('$. 114.05');

    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Visualizar CAFE' }).click();
    await page
      .getByRole('dialog', { name: 'Seleccionar template' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await shows(page.getByText('CAFE generado'));
    const preview = await popup;
    expect(preview.url()).toMatch(/^blob:/);
    await preview.close();

    // Spec 002 §4: after the generation the user passes the prerequisites again ('Verificando
    // pre-requisitos' reads the company's set-up) and lands on an empty form that tells of the document.
    const prerequisitesChecked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/api/cuenta/usuario/empresa/'),
    );
    const generated = await signAndAuthorise(page);
    await prerequisitesChecked;
    await closeGeneratedDialog(page);
    await shows(page.getByRole('table', { name: 'Detalles del comprobante' }).getByText('No existen datos'));
    await waitForAuthorised(page, generated);
  });

  it('issues one document for a double click and for a retry after the network failed', async () => {
    const api = await openApiSession(inject('baseUrl'));
    const nextNumber = async () =>
      Number(
        (
          await api.call<{ secuencial: string }>(
            `/asignacion/secuencial/usuario/secuencial/${api.assignmentId}/01`,
          )
        ).secuencial.slice(-10),
      );
    const before = await nextNumber();
    await fillGeneralData(page);
    await addDetail(page, { ...consulting, quantity: '1' });

    // The server issues, but its answer never reaches the browser.
    const keys: string[] = [];
    const lost: string[] = [];
    await page.route('**/api/generacion/comprobantes?*', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      const response = await route.fetch();
      lost.push(((await response.json()) as { cufe: string }).cufe);
      await route.abort('failed');
    });
    await page.getByRole('button', { name: 'Firmar y autorizar' }).click();
    const templates = page.getByRole('dialog', { name: 'Seleccionar template' });
    await shows(templates.getByRole('radio').first());
    await templates.getByRole('button', { name: 'Aceptar' }).dblclick();
    await shows(page.getByText('Existen problemas en la red. Contáctese con el administrador del Sistema.'));
    await page.unrouteAll();

    // 'Firmar y autorizar' again: the same request, answered with the document already issued.
    const retried = page.waitForRequest('**/api/generacion/comprobantes?*');
    const generated = await signAndAuthorise(page);
    keys.push((await (await retried).headerValue('idempotency-key')) ?? '');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(generated.cufe).toBe(lost[0]);
    expect(await nextNumber()).toBe(before + 1);
    await closeGeneratedDialog(page);
    await waitForAuthorised(page, generated);
  });

  it('keeps a half-filled invoice through Back, Forward and a reload, and asks before leaving it', async () => {
    await page.getByRole('button', { name: 'Ir a Inicio' }).click();
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    // The six general selects start on the template's defaults: a detail can be added at once.
    await addDetail(page, { ...nuts, quantity: '2' });
    const details = page.getByRole('table', { name: 'Detalles del comprobante' });
    await shows(details.getByText('ALI-005'));

    const leave = page.getByRole('dialog', { name: 'Salir de la pantalla' });
    await page.goBack();
    await leave.getByRole('button', { name: 'Quedarme' }).click();
    await shows(details.getByText('ALI-005'));
    await page.goBack();
    await leave.getByRole('button', { name: 'Salir' }).click();
    await shows(page.getByText(/^Bienvenido/));

    await page.goForward();
    await shows(page.getByRole('heading', { level: 1, name: 'Emisión de Factura de Operación Interna' }));
    await shows(details.getByText('ALI-005'));
    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: 'Emisión de Factura de Operación Interna' }));
    await shows(details.getByText('ALI-005'));

    await page.getByRole('button', { name: 'Limpiar Formulario' }).click();
    await page
      .getByRole('dialog', { name: 'Limpiar Formulario' })
      .getByRole('button', { name: 'Limpiar' })
      .click();
    await shows(details.getByText('No existen datos'));
  });

  it('clears the form after its confirmation, and refuses several payments while there is no detail', async () => {
    await fillGeneralData(page);
    await addDetail(page, { ...nuts, quantity: '1' });
    await page.getByRole('button', { name: 'Limpiar Formulario' }).click();
    const confirm = page.getByRole('dialog', { name: 'Limpiar Formulario' });
    await shows(confirm.getByText('¿Está seguro de limpiar los datos del formulario?'));
    await confirm.getByRole('button', { name: 'Limpiar' }).click();
    await shows(page.getByRole('table', { name: 'Detalles del comprobante' }).getByText('No existen datos'));
    await page.getByRole('radio', { name: 'Varios pagos' }).click();
    await shows(page.getByText('No tiene detalle/s ingresado/s'));
    expect(await page.getByRole('radio', { name: 'Un pago' }).isChecked()).toBe(true);
  });

  it('refuses a discount above the price or badly written, with the spec messages', async () => {
    await fillGeneralData(page);
    await page.getByRole('button', { name: 'Agregar Detalle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo detalle' });
    await dialog.getByLabel('Producto').fill('SRV');
    await page.getByRole('option', { name: consulting.product }).click();
    const discount = dialog.getByLabel('Descuento', { exact: true });
    const add = dialog.getByRole('button', { name: 'Agregar', exact: true });
    await discount.fill('50');
    await add.click();
    await shows(dialog.getByText('El descuento debe ser menor a 45.00'));
    await discount.fill('10,5');
    await add.click();
    await shows(dialog.getByText('El dato ingresado es erróneo utilice punto (.) para separar decimales'));
    await discount.fill('1.234');
    await add.click();
    await shows(dialog.getByText('Los datos numéricos debe tener máximo 2 decimales Ej, 12.43'));
    await dialog.getByRole('radio', { name: 'Porcentaje' }).check();
    await discount.fill('101');
    await add.click();
    await shows(dialog.getByText('El porcentaje de descuento no puede ser mayor a 100.'));
    await discount.fill('10');
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    // 45 − 10 % = 40.50 at 7 %: 43.34 (the domain's rounding).
    expect(await totalOf(page, 'Valor total')).toBe('$. 43.34');

    await page.getByRole('button', { name: 'Editar detalle 1' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar detalle' });
    await editing.getByLabel('Cantidad', { exact: true }).fill('2');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await shows(page.getByText('Detalle editado'));
    expect(await totalOf(page, 'Valor total')).toBe('$. 86.67');
  });

  it('keeps several payments within the total plus the tip', async () => {
    await page.getByRole('radio', { name: 'Varios pagos' }).check();
    await page.getByRole('button', { name: 'Nuevo pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo pago' });
    // A card is charged exactly: what it exceeds the total and the tip by is refused (cash would leave change).
    await choose(page, 'Forma de pago', '03');
    await dialog.getByLabel('Valor').fill('0');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(dialog.getByText('No puede ser un valor menor o igual a cero'));
    await dialog.getByLabel('Valor').fill('100');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await shows(page.getByText('Forma de pago agregado'));
    await page.getByRole('button', { name: 'Firmar y autorizar' }).click();
    const warning = page.getByRole('dialog', { name: 'Advertencia' });
    await shows(
      warning.getByText(
        'La suma de las formas de pago no puede ser mayor al valor del comprobante más la propina.',
      ),
    );
    await warning.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Eliminar pago 1' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar pago' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByRole('button', { name: 'Nuevo pago' }).click();
    await choose(page, 'Forma de pago', '03');
    await dialog.getByLabel('Valor').fill('86.67');
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    const generated = await signAndAuthorise(page);
    await closeGeneratedDialog(page);
    await waitForAuthorised(page, generated);
  });

  for (const [menuItem, title] of [
    ['Factura de Importación', 'Emisión de Factura de Importación'],
    ['Factura de Zona Franca', 'Emisión de Factura de Zona Franca'],
    ['Reembolso', 'Emisión de Reembolso'],
    ['Nota de Crédito Genérica', 'Emisión de Nota de Crédito Genérica'],
    ['Nota de Débito Genérica', 'Emisión de Nota de Débito Genérica'],
  ] as const) {
    it(`issues a ${title.slice('Emisión de '.length)} to a customer, and the PAC authorises it`, async () => {
      await openEmission(page, menuItem, title);
      await chooseCustomer(page, 'Canal', /Distribuidora del Canal/);
      await fillGeneralData(page);
      await addDetail(page, { ...consulting, quantity: '1' });
      expect(await totalOf(page, 'Valor total')).toBe('$. 48.15');
      const generated = await signAndAuthorise(page);
      await closeGeneratedDialog(page);
      await waitForAuthorised(page, generated);
    });
  }
});
