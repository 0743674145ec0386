import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, showsNone, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asPartner(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'partner@facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Administración', 'Partners');
    await shows(page.getByRole('heading', { name: 'Partners' }));
    await run(page);
  } finally {
    await context.close();
  }
}

describe('the partner’s companies (PAR)', () => {
  it('lists its affiliated companies and searches them', async () => {
    await asPartner(async (page) => {
      const table = page.getByRole('table', { name: 'Empresas afiliadas' });
      await shows(table.getByText('Ferretería El Constructor, S.A.'));
      await shows(table.getByText('Ilimitado'));
      await showsNone(table.getByText('Transportes Chiriquí Express, S.A.'));
      await page.getByLabel('RUC/ID/Nombres').fill('farmacia');
      await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
      await shows(table.getByText('contabilidad@farmasanjudas.test'));
    });
  });
});
