import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { chooseRowAction, launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  addDetail,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
} from './support/emission.ts';

/**
 * The manuals of spec 000 §6 are pages of the app (/manuales/), readable without signing in. Their
 * screenshots are taken here, from the screens as they are, into the web app's public folder (committed
 * with the manuals: a change of a screen shows in the next run's pictures).
 */

const baseUrl = inject('baseUrl');
const capturesDir = join(import.meta.dirname, '../packages/web/public/manuales/capturas');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(capturesDir, { recursive: true });
});
afterAll(async () => browser?.close());

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl, { width: 1280, height: 800 });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

function capture(page: Page, file: string): Promise<Buffer> {
  return page.screenshot({ path: join(capturesDir, file), animations: 'disabled' });
}

describe('the manuals', () => {
  it('are linked from the sign-in page and list the administrator, invoicer and registration manuals', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      // The link opens the manuals in another tab; here they open in this one.
      const href = await page.getByRole('link', { name: 'Manuales' }).getAttribute('href');
      expect(href).toBe('/manuales/');
      await page.goto(href ?? '');
      await shows(page.getByRole('heading', { level: 1, name: 'Manuales' }));
      const manuals = page.getByRole('list', { name: 'Manuales' });
      for (const title of [
        'Manual del usuario administrador',
        'Manual del usuario interno (facturador)',
        'Registro de la empresa y recuperación de la contraseña',
      ]) {
        await shows(manuals.getByRole('link', { name: title }));
      }
      await manuals.getByRole('link', { name: 'Manual del usuario administrador' }).click();
      const manual = page.getByRole('article', { name: 'Manual del usuario administrador' });
      await shows(manual.getByRole('heading', { name: 'Anular un comprobante' }));
      // Every figure is one of the screenshots below, served with the app.
      const sources = await manual
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
        );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        const response = await page.request.get(source);
        expect(response.status(), source).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
      }
    });
  });

  it('take their screenshots from the screens as they are', async () => {
    const invoice = await issueAuthorisedInvoice(await openApiSession(baseUrl));
    await withPage(async (page) => {
      await page.goto('/login');
      await shows(page.getByRole('button', { name: 'Ingresar' }));
      await capture(page, 'ingreso.png');
      await page.getByRole('button', { name: 'Olvidó su Contraseña?' }).click();
      await shows(page.getByRole('dialog', { name: 'Recuperar contraseña' }));
      await capture(page, 'recuperacion.png');
      await page.keyboard.press('Escape');

      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await shows(page.getByText(/Bienvenido/));
      await capture(page, 'inicio.png');

      await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
      await shows(page.getByRole('heading', { name: 'Comprobantes Emitidos Autorizados' }));
      await shows(page.getByRole('button', { name: `Acciones de 0000-001-${invoice.number}` }));
      await capture(page, 'repositorio.png');

      await chooseRowAction(page, `0000-001-${invoice.number}`, `Anular 0000-001-${invoice.number}`);
      await shows(page.getByRole('status', { name: 'Comprobante encontrado' }));
      await page
        .getByRole('textbox', { name: 'Motivo de la anulación' })
        .fill('Captura del manual del administrador.');
      await page.getByRole('button', { name: 'Anular', exact: true }).click();
      await shows(page.getByRole('dialog', { name: 'Confirmar anulación' }));
      await capture(page, 'anulacion.png');
      await page.getByRole('button', { name: 'No anular' }).click();

      await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
      await fillGeneralData(page);
      await addDetail(page, { ...consulting, quantity: '1' });
      await capture(page, 'emision.png');
      await signAndAuthorise(page);
      await capture(page, 'generado.png');
    });
  });
});
