import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillGeneralData, openEmission, signInCompanyAdmin, totalOf } from './support/emission.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signInCompanyAdmin(inject('baseUrl')));
});
afterAll(async () => browser?.close());

// How fast the form stays with 200 lines is a benchmark (bench/emission-form.bench.ts); this checks that
// many lines add up to the cent and that the fields after them still take what is typed.
const lineCount = 25;

describe('the emission form with many lines', () => {
  it('adds them up to the cent and still takes what is typed after them', async () => {
    await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
    await fillGeneralData(page);
    // Role queries walk the whole page, which holds a row of buttons per line by the end: the loop finds
    // the dialog and the options by CSS and keeps a handle on the button.
    const addButton = await page.getByRole('button', { name: 'Agregar Detalle' }).elementHandle();
    const dialog = page.locator('[role="dialog"]', { has: page.locator('h2', { hasText: 'Nuevo detalle' }) });
    for (let line = 0; line < lineCount; line += 1) {
      await addButton!.click();
      await dialog.locator('input[role="combobox"]').fill('ALI');
      await page.locator('li[role="option"]', { hasText: 'ALI-005' }).click();
      await dialog.locator('button[type="submit"]').click();
      await dialog.waitFor({ state: 'detached' });
    }
    const rows = page.getByRole('table', { name: 'Detalles del comprobante' }).getByRole('row');
    expect(await rows.count()).toBe(lineCount + 1);
    expect(await totalOf(page, 'Valor total')).toBe('$. 106.25');

    const info = page.getByLabel('Información de interés del emisor');
    const text = 'Entrega en bodega principal, horario de 8 a 5';
    await info.pressSequentially(text);
    expect(await info.inputValue()).toBe(text);
    await page.getByLabel('Propina').pressSequentially('10.50');
    expect(await totalOf(page, 'Valor total')).toBe('$. 116.75');
  });
});
