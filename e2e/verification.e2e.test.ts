import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { launchBrowser, newPage, shows } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the public verification page (/verificar)', () => {
  it('checks a CUFE or the QR’s address without signing in: issuer, receiver, total and the state now', async () => {
    const api = await openApiSession(baseUrl);
    const invoice = await issueAuthorisedInvoice(api);
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/verificar');
      await shows(page.getByRole('heading', { level: 1, name: 'Verificar un comprobante' }));
      await page.getByRole('textbox', { name: 'CUFE o código QR' }).fill('FE01');
      await page.getByRole('button', { name: 'Verificar' }).click();
      await shows(
        page.getByText('Ingrese los 66 caracteres del CUFE o la dirección del código QR del CAFE.'),
      );

      const qr = `https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=${invoice.cufe}&iAmb=2`;
      await page.getByRole('textbox', { name: 'CUFE o código QR' }).fill(qr);
      await page.getByRole('button', { name: 'Verificar' }).click();
      const verified = page.getByRole('region', { name: 'Comprobante verificado' });
      await shows(verified.getByText(`Factura de Operación Interna N.º 0000-001-${invoice.number}`));
      await shows(verified.getByText('Autorizado', { exact: true }));
      await shows(verified.getByText('Comercializadora Demo Facturar, S.A.'));
      await shows(verified.getByText('CONSUMIDOR FINAL'));
      await shows(verified.getByText('$. 10.70'));

      await api.call('/eventos/anular/comprobante', {
        method: 'POST',
        body: { cufe: invoice.cufe, motivo: 'El cliente devolvió la compra completa.' },
      });
      await page.goto(`/verificar?chFE=${invoice.cufe}`);
      await shows(verified.getByText('Anulado', { exact: true }));
      await shows(verified.getByText(/^Anulado el /));

      await page.goto(`/verificar?cufe=FE01${'0'.repeat(62)}`);
      await shows(page.getByText('No existe en Facturar un comprobante autorizado con ese CUFE.'));
    } finally {
      await context.close();
    }
  });
});
