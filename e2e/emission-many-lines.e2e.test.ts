import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';
import { fillGeneralData, openEmission, totalOf } from './support/emission.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, baseUrl));
  await signIn(page, 'adm@demo.facturar.test');
  await page.waitForURL('**/facturacion');
});
afterAll(async () => browser?.close());

const lineCount = 200;

/** The longest main-thread task while `run` types, from Chromium's long-task timing. */
async function longestTaskWhile(run: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const state = window as unknown as { longest: number; observer?: PerformanceObserver };
    state.longest = 0;
    state.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
    });
    state.observer.observe({ type: 'longtask' });
  });
  await run();
  return page.evaluate(() => {
    const state = window as unknown as { longest: number; observer?: PerformanceObserver };
    state.observer?.disconnect();
    return state.longest;
  });
}

describe('the emission form with 200 lines', () => {
  it('stays responsive: typing in a field never waits on a redraw of the whole form', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(page);
    // Role queries walk the whole page, which holds hundreds of row buttons by the end: the loop finds the
    // dialog and the options by CSS, and keeps a handle on the button, so the test measures the form.
    const addButton = await page.getByRole('button', { name: 'Agregar Detalle' }).elementHandle();
    const dialog = page.locator('[role="dialog"][aria-labelledby="line-item-dialog-title"]');
    for (let line = 0; line < lineCount; line += 1) {
      await addButton!.click();
      await dialog.locator('input[role="combobox"]').fill('ALI');
      await page.locator('li[role="option"]', { hasText: 'ALI-005' }).click();
      await dialog.locator('button[type="submit"]').click();
      await dialog.waitFor({ state: 'detached' });
    }
    const rows = page.getByRole('table', { name: 'Detalles del comprobante' }).getByRole('row');
    expect(await rows.count()).toBe(lineCount + 1);
    expect(await totalOf(page, 'Valor total')).toBe('$. 850.00');

    const info = page.getByLabel('Información de interés del emisor');
    const text = 'Entrega en bodega principal, horario de 8 a 5';
    const started = Date.now();
    const longest = await longestTaskWhile(() => info.pressSequentially(text));
    const perKey = (Date.now() - started) / text.length;
    expect(await info.inputValue()).toBe(text);
    expect(longest).toBeLessThan(100);
    expect(perKey).toBeLessThan(60);

    const tip = page.getByLabel('Propina');
    const longestOnTip = await longestTaskWhile(() => tip.pressSequentially('12.50'));
    expect(longestOnTip).toBeLessThan(100);
    expect(await totalOf(page, 'Valor total')).toBe('$. 862.50');
  }, 600_000);
});
