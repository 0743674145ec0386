import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the document types landing screen (AGC)', () => {
  it('shows the four cards with the document kinds each groups', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'admin@facturar.test');
      await page.waitForURL('**/facturacion');
      await openFromMenu(page, 'Administración', 'Administración Generación de Comprobantes');

      const landing = page.getByRole('region', { name: 'Administración Generación de Comprobantes' });
      const card = (name: string) => landing.getByRole('region', { name, exact: true });
      await shows(card('Factura'));
      expect(await card('Factura').getByRole('button').allInnerTexts()).toEqual([
        'Operación Interna',
        'Importación',
        'Exportación',
        'Zona Franca',
      ]);
      for (const note of ['Nota de Débito', 'Nota de Crédito']) {
        expect(await card(note).getByRole('button').allInnerTexts()).toEqual([
          'Referente a una o varias FE',
          'Genérica',
        ]);
      }
      expect(await card('Reembolso').getByRole('button').allInnerTexts()).toEqual(['Reembolso']);
    } finally {
      await context.close();
    }
  });
});
