import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';
import {
  demoRuc,
  findOutboxMail,
  issueAuthorisedInvoice,
  openApiSession,
  type IssuedVoucher,
} from './support/api.ts';

const baseUrl = inject('baseUrl');
// The demo company is also a customer of itself (demo data): as a receiver it is a company here.
const receiver = { ruc: demoRuc, dv: '59', email: 'facturacion@demo.facturar.test' };
let browser: Browser;
let invoice: IssuedVoucher;

beforeAll(async () => {
  browser = await launchBrowser();
  invoice = await issueAuthorisedInvoice(await openApiSession(baseUrl), inject('selfCustomerId'));
}, 60_000);
afterAll(async () => browser?.close());

type ReceivedPage = { content: { comprobanteElectronico: { cufe: string } }[] };

describe('the receivers’ portal (/receptor)', () => {
  it('signs in from the mailed link, lists and downloads the documents, and loads them as received vouchers', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      // A user of the receiving company is signed in in this browser: the portal may load into its vouchers.
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await page.goto('/receptor');
      await shows(page.getByRole('heading', { level: 1, name: 'Portal de receptores' }));
      await page.getByRole('textbox', { name: 'RUC', exact: true }).fill(receiver.ruc);
      await page.getByRole('textbox', { name: 'DV', exact: true }).fill(receiver.dv);
      await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(receiver.email);
      const requestedAt = new Date();
      await page.getByRole('button', { name: 'Recibir enlace' }).click();
      await shows(page.getByText(/^Si ese correo está registrado para ese RUC/));

      const mail = await findOutboxMail(
        inject('outboxDir'),
        receiver.email,
        15_000,
        'Facturar: su enlace al portal de receptores',
      );
      expect(mail.date?.getTime() ?? 0).toBeGreaterThanOrEqual(requestedAt.getTime() - 1_000);
      const link = /https?:\/\/\S+\/receptor\?enlace=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      if (!link) throw new Error(`no link in the mail: ${mail.text ?? ''}`);
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);

      const table = page.getByRole('table', { name: 'Comprobantes recibidos' });
      const row = table.getByRole('row').filter({ hasText: invoice.number });
      await shows(row.getByText('Comercializadora Demo Facturar, S.A.'));
      await shows(row.getByText('Autorizado', { exact: true }));
      await shows(row.getByText('$. 10.70'));

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: /^XML / }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xml$/);

      await row.getByRole('checkbox').check();
      await shows(page.getByText('1 comprobante(s) seleccionado(s)'));
      await page.getByRole('button', { name: 'Cargar en mis comprobantes recibidos' }).click();
      await shows(page.getByText('Se cargaron 1 comprobante(s) en sus comprobantes recibidos.'));

      const api = await openApiSession(baseUrl);
      const received = await api.call<ReceivedPage>(`/comprobantes/recibidos/${demoRuc}?size=100`);
      expect(received.content.map((entry) => entry.comprobanteElectronico.cufe)).toContain(invoice.cufe);
    } finally {
      await context.close();
    }
  });
});
