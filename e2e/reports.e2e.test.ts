import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn, typeDay } from './support/browser.ts';
import { issueAuthorisedInvoice, openApiSession, type IssuedVoucher } from './support/api.ts';

const baseUrl = inject('baseUrl');
const workDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-reports-'));
let browser: Browser;
let invoice: IssuedVoucher;

/** A Panama day (UTC−5) `offset` days from today, 'YYYY-MM-DD'. */
function panamaDay(offset = 0): string {
  return new Date(Date.now() - 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launchBrowser();
  invoice = await issueAuthorisedInvoice(await openApiSession(baseUrl));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function onReport(item: string, title: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Reporte de Comprobantes', item);
    await shows(page.getByRole('heading', { name: title }));
    await run(page);
  } finally {
    await context.close();
  }
}

describe('issued vouchers report (RCE)', () => {
  it('asks for what is missing, then downloads Reporte.xlsx holding the invoice just issued', async () => {
    await onReport('Comprobantes Emitidos', 'Reporte de Comprobantes Emitidos', async (page) => {
      const form = page.getByRole('form', { name: 'Parámetros del reporte' });
      await shows(form.getByText('Los campos marcados con * son obligatorios.'));
      await form.getByRole('button', { name: 'Generar' }).click();
      await shows(page.getByText('Seleccione un tipo de comprobante'));
      await shows(form.getByText('Ingrese la fecha de inicio.'));

      await typeDay(form, /Fecha inicio/, panamaDay(-2));
      await typeDay(form, /Fecha fin/, panamaDay());
      await form.getByRole('combobox', { name: /Tipo de comprobante/ }).click();
      await page.getByRole('option', { name: 'Todos' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        form.getByRole('button', { name: 'Generar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Reporte.xlsx');
      await shows(page.getByText('Se generó el reporte Reporte.xlsx; el navegador lo descargó.'));
      const path = join(workDir, 'Reporte.xlsx');
      await download.saveAs(path);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(path);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('Reporte de Comprobantes Emitidos');
      const cufes: unknown[] = [];
      sheet.eachRow((row) => cufes.push(row.getCell(4).value));
      expect(cufes).toContain(invoice.cufe);
    });
  });

  it('refuses a mistyped day and an end after today with their messages; Seleccione is no choice', async () => {
    await onReport('Reporte de Ventas', 'Reporte de Ventas', async (page) => {
      const form = page.getByRole('form', { name: 'Parámetros del reporte' });
      const year = panamaDay().slice(0, 4);
      await typeDay(form, /Fecha inicio/, `${year}-02-31`);
      await form.getByRole('button', { name: 'Generar' }).click();
      await shows(form.getByText('Formato inválido.'));

      await typeDay(form, /Fecha inicio/, panamaDay(-2));
      await typeDay(form, /Fecha fin/, panamaDay(1));
      await form.getByRole('button', { name: 'Generar' }).click();
      await shows(form.getByText('La fecha de fin no puede ser posterior a la fecha actual.'));
      const [endYear, endMonth, endDay] = panamaDay(1).split('-');
      const shownEnd = await form.getByRole('group', { name: /Fecha fin/ }).innerText();
      expect(shownEnd.replace(/\s/g, '')).toContain(`${endDay}-${endMonth}-${endYear}`);

      await form.getByRole('combobox', { name: /Tipo de comprobante/ }).click();
      expect(await page.getByRole('option', { name: 'Seleccione' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
    });
  });

  it('tells when nothing matches the filters', async () => {
    await onReport('No Autorizados', 'Reporte de Comprobantes No Autorizados', async (page) => {
      const form = page.getByRole('form', { name: 'Parámetros del reporte' });
      await typeDay(form, /Fecha inicio/, panamaDay(-40));
      await typeDay(form, /Fecha fin/, panamaDay(-39));
      await form.getByRole('combobox', { name: /Tipo de comprobante/ }).click();
      await page.getByRole('option', { name: 'Todos' }).click();
      await form.getByRole('button', { name: 'Generar' }).click();
      await shows(page.getByText('No existen datos para los filtros seleccionados'));
    });
  });
});

describe('home dashboard', () => {
  it('draws the business for a company user and each chart opens its report', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      const monthly = page.getByRole('region', { name: 'Monto emitido por mes (últimos 12 meses)' });
      await shows(monthly.locator('svg').first());
      await shows(monthly.getByText(/^Neto de este mes: \$ [-\d.,]+ · Neto de los 12 meses: /));
      await shows(page.getByRole('region', { name: 'ITBMS por tasa (este mes)' }));
      await shows(page.getByRole('region', { name: 'Comprobantes por estado (últimos 12 meses)' }));
      await page.getByRole('button', { name: 'Ver Reporte de Ventas' }).click();
      await shows(page.getByRole('heading', { name: 'Reporte de Ventas' }));
    } finally {
      await context.close();
    }
  });
});
