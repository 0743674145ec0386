import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the platform administrator’s home', () => {
  it('shows the platform and a welcome, without company alerts that do not apply to an operator', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'admin@facturar.test');
      await page.waitForURL('**/facturacion');
      await shows(page.getByText(/Bienvenido/));
      // The platform issues nothing: no certificate, billing point or voucher alerts (nor warnings).
      expect(await page.getByRole('button', { name: 'Alertas' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Advertencias' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
