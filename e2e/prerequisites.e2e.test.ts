import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn, waitForTitle } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the pre-requisite check before an emission form', () => {
  it('shows an invoicer without a billing point why issuing is blocked and what to do, and leads home', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'sinpunto@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await openFromMenu(page, 'Generación de Comprobantes', 'Factura de Operación Interna');

      const notice = page.getByRole('alert');
      await shows(
        notice.getByText('Aún no puede generar comprobantes electrónicos por los siguientes motivos:'),
      );
      await shows(
        notice.getByText('No tiene asignado un punto de facturación para numerar sus comprobantes.'),
      );
      await shows(
        notice.getByText(
          'Solicite al administrador de la empresa que le asigne un punto de facturación en Administración > Asignación de Puntos de Emisión.',
        ),
      );
      await waitForTitle(page, 'Verificando pre-requisitos | Facturar');

      await page.getByRole('button', { name: 'Volver al inicio' }).click();
      await shows(page.getByText('Bienvenido Sonia Sin Punto'));
    } finally {
      await context.close();
    }
  });
});
