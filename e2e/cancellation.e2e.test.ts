import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openCancellationScreen(page: Page): Promise<void> {
  await openFromMenu(page, 'Eventos', 'Eventos de Anulación');
  await shows(page.getByRole('region', { name: 'Evento de anulación' }));
}

async function lookUp(page: Page, cufe: string): Promise<void> {
  const cufeField = page.getByRole('textbox', { name: 'CUFE' });
  await cufeField.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(cufe);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

/** 'Anular' asks first, naming the document; the tests confirm. */
async function confirmCancellation(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmar anulación' });
  await shows(dialog.getByText(/no se puede deshacer/));
  await dialog.getByRole('button', { name: 'Sí, anular' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the cancellation event (EAN)', () => {
  it('cancels an authorised invoice found by its CUFE, and refuses to cancel it twice', async () => {
    const { cufe } = await issueAuthorisedInvoice(await openApiSession(baseUrl));
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await openCancellationScreen(page);
      const cancel = page.getByRole('button', { name: 'Anular' });
      expect(await cancel.isDisabled()).toBe(true);

      await lookUp(page, cufe.slice(0, 40));
      await shows(page.getByText('Ingrese 66 caracteres referentes al CUFE referenciado.'));

      await lookUp(page, cufe);
      const found = page.getByRole('status', { name: 'Comprobante encontrado' });
      await shows(found.getByText('Factura de Operación Interna'));
      await shows(found.getByText('$. 10.70'));
      expect(await cancel.isDisabled()).toBe(false);

      await page.getByRole('textbox', { name: 'Motivo de la anulación' }).click();
      await page.keyboard.type('Muy corto');
      await cancel.click();
      await shows(page.getByText('No ingrese menos de 15 caracteres ni más de 300 caracteres.'));

      await page.keyboard.type(': el cliente devolvió la compra');
      await cancel.click();
      await confirmCancellation(page);
      await shows(page.getByText('Anulación exitosa.'));
      expect(await page.getByRole('textbox', { name: 'CUFE' }).inputValue()).toBe('');
      expect(await cancel.isDisabled()).toBe(true);

      await lookUp(page, cufe);
      await shows(found);
      await page
        .getByRole('textbox', { name: 'Motivo de la anulación' })
        .fill('Segundo intento de anulación');
      await cancel.click();
      await confirmCancellation(page);
      await shows(page.getByText('El comprobante ya se encuentra anulado.'));
    } finally {
      await context.close();
    }
  });

  it('says so when no document of the company has the CUFE', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await openCancellationScreen(page);
      await lookUp(page, 'FE'.padEnd(66, '0'));
      await shows(page.getByText('No existen un comprobante con el cufe ingresado'));
      expect(await page.getByRole('button', { name: 'Anular' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
