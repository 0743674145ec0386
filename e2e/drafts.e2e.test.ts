import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findOutboxMail } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, showsNone, signIn } from './support/browser.ts';
import {
  addDetail,
  chooseCustomer,
  closeGeneratedDialog,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
} from './support/emission.ts';

const baseUrl = inject('baseUrl');
// The cashier of David: no other journey signs in as her, so her drafts are this file's alone.
const cashier = 'caja.david@demo.facturar.test';
const cashierName = 'Diana Caja David';
const invoice = { menu: 'Factura de Operación Interna', title: 'Emisión de Factura de Operación Interna' };
const nuts = { search: 'nueces', product: /^ALI-005 - Nueces mixtas/ };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signInCashier(): Promise<Page> {
  const { page } = await newPage(browser, baseUrl);
  await signIn(page, cashier);
  await page.waitForURL('**/facturacion');
  return page;
}

function draftsTable(page: Page) {
  return page.getByRole('table', { name: 'Borradores' });
}

function cashierDraftRow(page: Page) {
  return draftsTable(page)
    .getByRole('row')
    .filter({ hasText: cashierName })
    .filter({ hasText: 'Distribuidora del Canal' });
}

describe('drafts and quotes: an emission form kept on the server until it is issued', () => {
  it('survives a reload and a new sign-in, is issued from «Borradores» and leaves the list', async () => {
    const page = await signInCashier();
    await openEmission(page, invoice.menu, invoice.title);
    await fillGeneralData(page);
    await chooseCustomer(page, 'Canal', /Distribuidora del Canal/);
    // The form is saved a moment after the typing stops.
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/borradores') &&
        ['POST', 'PUT'].includes(response.request().method()) &&
        response.status() === 200,
    );
    await addDetail(page, { ...nuts, quantity: '3' });
    await saved;
    const details = page.getByRole('table', { name: 'Detalles del comprobante' });
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await shows(page.getByText('Borrador guardado'));

    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: invoice.title }));
    await shows(details.getByText('ALI-005'));
    await page.context().close();

    // Another sign-in (a new browser context, nothing kept in the tab): the form offers the draft.
    const again = await signInCashier();
    await openEmission(again, invoice.menu, invoice.title);
    await shows(again.getByText(/Tiene un borrador de este comprobante \(Distribuidora del Canal/));
    await again.getByRole('button', { name: 'Continuar borrador' }).click();
    await shows(again.getByRole('table', { name: 'Detalles del comprobante' }).getByText('ALI-005'));

    await openFromMenu(again, 'Generación de Comprobantes', 'Borradores');
    await shows(again.getByRole('heading', { level: 1, name: 'Borradores de comprobantes' }));
    const row = cashierDraftRow(again);
    await shows(row.getByText('Factura de Operación Interna'));
    await row.getByRole('button', { name: /^Emitir / }).click();
    // 'Emitir' opens the draft in its form and starts 'Firmar y autorizar' with every rule of the form.
    const templates = again.getByRole('dialog', { name: 'Seleccionar template' });
    await shows(templates.getByRole('radio').first());
    await templates.getByRole('button', { name: 'Aceptar' }).click();
    const generated = again.getByRole('dialog', { name: 'Comprobante generado' });
    await shows(generated.getByText('En breve será enviado al PAC para su autorización.'));
    await closeGeneratedDialog(again);

    await openFromMenu(again, 'Generación de Comprobantes', 'Borradores');
    await shows(again.getByRole('heading', { level: 1, name: 'Borradores de comprobantes' }));
    await showsNone(cashierDraftRow(again));
    await again.context().close();
  });

  it('sends a quote by e-mail and accepts it into an invoice, which the quote then names', async () => {
    const page = await signInCashier();
    await openEmission(page, invoice.menu, invoice.title);
    await chooseCustomer(page, 'Canal', /Distribuidora del Canal/);
    await addDetail(page, { ...nuts, quantity: '4' });
    await page.getByRole('button', { name: 'Cotización', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cotización' });
    await dialog.getByLabel('Enviar a (correo, opcional)').fill('compras@distcanal.test');
    await dialog.getByRole('button', { name: 'Crear cotización' }).click();
    const toast = page.getByText(/^Cotización COT-\d{6} enviada a compras@distcanal\.test\.$/);
    await shows(toast);
    const number = /COT-\d{6}/.exec(await toast.first().innerText())?.[0] ?? '';
    const mail = await findOutboxMail(
      inject('outboxDir'),
      'compras@distcanal.test',
      30_000,
      `Cotización ${number} de Comercializadora Demo Facturar, S.A.`,
    );
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${number}.pdf`]);

    await openFromMenu(page, 'Generación de Comprobantes', 'Cotizaciones');
    await shows(page.getByRole('heading', { level: 1, name: 'Cotizaciones' }));
    const quotes = page.getByRole('table', { name: 'Cotizaciones' });
    // Shared like a document: its link opens a page that says it has no fiscal value, with its PDF.
    await quotes.getByRole('button', { name: `Compartir ${number}` }).click();
    const sharing = page.getByRole('dialog', { name: `Compartir cotización ${number}` });
    const url = await sharing.getByRole('textbox', { name: 'Enlace' }).inputValue();
    expect(url).toMatch(/\/cot\/[A-Za-z0-9_-]{43}$/);
    await sharing.getByRole('button', { name: 'Cerrar' }).click();
    const customer = await browser.newContext({ baseURL: baseUrl });
    try {
      const publicPage = await customer.newPage();
      await publicPage.goto(new URL(url).pathname);
      await shows(publicPage.getByRole('heading', { name: number }));
      await shows(publicPage.getByText('COTIZACIÓN — sin valor fiscal'));
      const pdf = await publicPage.request.get(
        (await publicPage.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')) ?? '',
      );
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    } finally {
      await customer.close();
    }
    await quotes.getByRole('button', { name: `Aceptar ${number}` }).click();
    // The invoice form opens with the quote's values, and issues as any form does.
    await shows(page.getByRole('heading', { level: 1, name: invoice.title }));
    await shows(page.getByRole('table', { name: 'Detalles del comprobante' }).getByText('ALI-005'));
    await signAndAuthorise(page);
    await closeGeneratedDialog(page);

    await openFromMenu(page, 'Generación de Comprobantes', 'Cotizaciones');
    const row = quotes.getByRole('row').filter({ hasText: number });
    await shows(row.getByText('Facturada'));
    await shows(row.getByText(/^\d{4}-\d{3}-\d{10}$/));
    await page.context().close();
  });
});
