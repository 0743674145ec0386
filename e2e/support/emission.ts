import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './browser.ts';

/** A browser with the demo company admin signed in, on the landing screen the emission tests start from. */
export async function signInCompanyAdmin(baseUrl: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const { page } = await newPage(browser, baseUrl);
  await signIn(page, 'adm@demo.facturar.test');
  await page.waitForURL('**/facturacion');
  return { browser, page };
}

/** The seeded consulting service, as the product search finds it. */
export const consulting = { search: 'SRV', product: /^SRV-001 - Servicio de consultoría/ };

/** Opens an emission form from the side menu, through 'Verificando pre-requisitos'. */
export async function openEmission(page: Page, menuItem: string, title: string): Promise<void> {
  await openFromMenu(page, 'Generación de Comprobantes', menuItem);
  await shows(page.getByRole('heading', { level: 1, name: title }));
}

/** Picks an option of a select by its code ('3 - CAFE enviado…' is picked with code '3'). */
export async function choose(page: Page, label: string, code: string): Promise<void> {
  // A required select's name ends with its asterisk.
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: new RegExp(`^${code} - `) }).click();
}

export type GeneralData = { paymentTime?: string; nature?: string };

/** The six general data selects 'Agregar Detalle' needs. */
export async function fillGeneralData(page: Page, data: GeneralData = {}): Promise<void> {
  await choose(page, 'Entrega del CAFE', '3');
  await choose(page, 'Formato del CAFE', '3');
  await choose(page, 'Envío del contenedor', '1');
  await choose(page, 'Naturaleza de la operación', data.nature ?? '01');
  await choose(page, 'Tipo de operación', '1');
  await choose(page, 'Tiempo de pago', data.paymentTime ?? '1');
}

export type DetailInput = { search: string; product: string | RegExp; quantity?: string; discount?: string };

/** 'Agregar Detalle' → 'Nuevo detalle': searches the product, sets the quantity and discount, adds it. */
export async function addDetail(page: Page, input: DetailInput): Promise<void> {
  await page.getByRole('button', { name: 'Agregar Detalle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo detalle' });
  await dialog.getByLabel('Producto').fill(input.search);
  await page.getByRole('option', { name: input.product }).click();
  if (input.quantity) await dialog.getByLabel('Cantidad', { exact: true }).fill(input.quantity);
  if (input.discount) await dialog.getByLabel('Descuento', { exact: true }).fill(input.discount);
  await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Chooses a customer with 'Datos' and the client search. */
export async function chooseCustomer(page: Page, search: string, name: RegExp): Promise<void> {
  await page.getByRole('radio', { name: 'Datos' }).check();
  await page.getByRole('combobox', { name: /^Buscar cliente/ }).fill(search);
  await page.getByRole('option', { name }).click();
}

/** The amount the totals panel shows on one of its rows. */
export async function totalOf(page: Page, label: string): Promise<string> {
  const row = page
    .getByRole('table', { name: 'Totales' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return (await row.getByRole('cell').innerText()).trim();
}

export type Generated = { cufe: string; authorization: string };

/** 'Firmar y autorizar' → 'Seleccionar template' → 'Aceptar', then the 'Comprobante generado' dialog. */
export async function signAndAuthorise(page: Page): Promise<Generated> {
  await page.getByRole('button', { name: 'Firmar y autorizar' }).click();
  const templates = page.getByRole('dialog', { name: 'Seleccionar template' });
  await shows(templates.getByRole('radio').first());
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/generacion/comprobantes' &&
      response.request().method() === 'POST',
  );
  await templates.getByRole('button', { name: 'Aceptar' }).click();
  const response = await answer;
  const body = (await response.json()) as { cufe?: string; apierror?: { mensaje: string } };
  if (response.status() !== 200) throw new Error(`generation → ${response.status()} ${JSON.stringify(body)}`);
  const generated = page.getByRole('dialog', { name: 'Comprobante generado' });
  await shows(generated.getByText('En breve será enviado al PAC para su autorización.'));
  return { cufe: body.cufe ?? '', authorization: response.request().headers().authorization ?? '' };
}

/** Closes the 'Comprobante generado' dialog. */
export async function closeGeneratedDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Comprobante generado' });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Polls the document by CUFE until the worker and the PAC sandbox have authorised it. */
export async function waitForAuthorised(page: Page, generated: Generated, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let status = '';
  while (Date.now() < deadline) {
    const response = await page.request.get(`/api/comprobante/buscar/cufe/${generated.cufe}`, {
      headers: { authorization: generated.authorization },
    });
    const document = (await response.json()) as { estado: string } | null;
    status = document?.estado ?? '';
    if (status === 'AUT') return;
    await page.waitForTimeout(500);
  }
  throw new Error(`El comprobante ${generated.cufe} no llegó a 'Autorizado' (estado ${status}).`);
}
