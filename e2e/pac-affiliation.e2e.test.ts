// The user menu's QR security code and PAC affiliation dialogs (spec 000 §2, §4, §8), against the PAC
// sandbox: the demo company is affiliated and has its QR code generated.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openFromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

describe('the company administrator', () => {
  it('annuls the QR security code, is then kept from invoicing, and generates it again', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await openFromUserMenu(page, 'Código de Seguridad QR');
      const dialog = page.getByRole('dialog', { name: 'Administración del Código de Seguridad QR' });
      await shows(dialog.getByText('Estado del código de seguridad QR: Generado'));
      await shows(dialog.getByRole('button', { name: 'Generar', disabled: true }));

      await dialog.getByRole('button', { name: 'Anular' }).click();
      await shows(page.getByText('La solicitud del código de seguridad QR se ha realizado con éxito.'));
      await shows(dialog.getByText('Estado del código de seguridad QR: Anulado'));

      await dialog.getByRole('button', { name: 'Cerrar' }).click();

      // Without a QR code the company may not invoice: the form is not reached.
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Generación de Comprobantes' }).click();
      await page.getByRole('button', { name: 'Factura de Operación Interna', exact: true }).click();
      const blocked = page.getByRole('alertdialog', { name: 'Error' });
      await shows(
        blocked.getByText(
          'La empresa no tiene permitido facturar, porque aún no se encuentra afiliada al PAC o no está generado el código de seguridad QR.',
        ),
      );
      await blocked.getByRole('button', { name: 'Volver al inicio' }).click();
      await shows(page.getByText('Bienvenido'));

      await openFromUserMenu(page, 'Código de Seguridad QR');
      await dialog.getByRole('button', { name: 'Generar' }).click();
      await shows(dialog.getByText('Estado del código de seguridad QR: Generado'));
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
    } finally {
      await context.close();
    }
  });

  it('sees the company affiliated to the PAC, with nothing left to do', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await openFromUserMenu(page, 'Afiliación al PAC');
      const dialog = page.getByRole('dialog', { name: 'Administración de Afiliación al PAC' });
      await shows(dialog.getByText('Estado de afiliación al PAC: Afiliada'));
      await shows(dialog.getByRole('button', { name: 'Afiliar empresa al PAC', disabled: true }));
    } finally {
      await context.close();
    }
  });
});
