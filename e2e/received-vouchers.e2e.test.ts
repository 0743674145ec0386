import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessKeyOf } from '@facturar/pac-sandbox';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  findOutboxMail,
  issueAuthorisedInvoice,
  listZipEntries,
  openApiSession,
  readPdfText,
  type IssuedVoucher,
} from './support/api.ts';

const baseUrl = inject('baseUrl');
const workDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-received-'));
let browser: Browser;
let byKey: IssuedVoucher;
let byFile: IssuedVoucher;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await openApiSession(baseUrl);
  // The demo company invoices itself: the PAC then holds documents addressed to it.
  byKey = await issueAuthorisedInvoice(api, inject('selfCustomerId'));
  byFile = await issueAuthorisedInvoice(api, inject('selfCustomerId'));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function onScreen(item: string, title: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Repositorio de Comprobantes', item);
    await shows(page.getByRole('heading', { name: title }));
    await run(page);
  } finally {
    await context.close();
  }
}

describe('loading received vouchers and downloading them', () => {
  it('stores a voucher by its 49-digit access key, once', async () => {
    const key = accessKeyOf(byKey.cufe);
    await onScreen('Carga de comprobantes', 'Carga de comprobantes', async (page) => {
      await shows(page.getByRole('radio', { name: 'Uno a uno' }));
      expect(await page.getByRole('radio', { name: 'Uno a uno' }).isChecked()).toBe(true);
      const field = page.getByLabel('Clave de acceso');
      await field.fill('12ab');
      await shows(page.getByText('Solo ingrese caracteres numéricos.'));
      expect(await field.inputValue()).toBe('');
      await field.fill('1'.repeat(48));
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('La clave debe tener 49 caracteres.'));
      await field.fill('1'.repeat(50));
      await shows(page.getByText('No ingrese más de 49 caracteres.'));
      expect(await field.inputValue()).toBe('1'.repeat(48));

      await field.fill(key);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText(`Clave ${key} almacenada con éxito`));
      expect(await field.inputValue()).toBe('');
      await field.fill(key);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText(`Ya existe un comprobante registrado con la clave de acceso ${key}`));
    });
  });

  it('loads a .txt of keys and e-mails the summary', async () => {
    const content = `${accessKeyOf(byFile.cufe)}\n${accessKeyOf(byKey.cufe)}\n`;
    await onScreen('Carga de comprobantes', 'Carga de comprobantes', async (page) => {
      await page.getByRole('radio', { name: 'Varios' }).check();
      await page.getByRole('button', { name: 'Cargar' }).click();
      await shows(page.getByText('Por favor cargue un archivo en formato txt.'));
      const input = page.getByLabel('Archivo de claves de acceso');
      await input.setInputFiles({ name: 'claves.csv', mimeType: 'text/csv', buffer: Buffer.from('1') });
      await shows(page.getByText('Solo se admiten archivos en formato txt.'));
      await input.setInputFiles({ name: 'claves.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
      await shows(page.getByText(`claves.txt - ${Buffer.byteLength(content)} bytes`));
      await page.getByRole('button', { name: 'Cargar' }).click();
      await shows(
        page.getByText(
          'Archivo recibido. En unos minutos le llegará a su correo electrónico el resumen de la carga.',
        ),
      );
    });
    const summary = await findOutboxMail(
      inject('outboxDir'),
      'adm@demo.facturar.test',
      30_000,
      'Resumen de la carga de comprobantes recibidos',
    );
    expect(summary.text).toContain('Almacenadas: 1. No almacenadas: 1.');
    expect(summary.text).toContain(`${accessKeyOf(byKey.cufe)}: ya estaba registrada`);
  });

  it('lists the received vouchers and downloads their XML, PDF and ZIP', async () => {
    await onScreen('Recibidos', 'Comprobantes Recibidos', async (page) => {
      const table = page.getByRole('table', { name: 'Comprobantes Recibidos' });
      await shows(table.getByRole('cell', { name: `0000-001-${byFile.number}`, exact: true }));
      const headers = await table.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([
        '',
        'Número',
        'Fecha Emisión',
        'Fecha Autorización',
        'Emisor',
        'Tipo',
        'PDF',
        'XML',
      ]);
      await shows(table.getByRole('cell', { name: 'Factura de Operación Interna' }));
      await shows(table.getByRole('cell', { name: 'Comercializadora Demo Facturar, S.A.' }));
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `0000-001-${byKey.number}`, exact: true }) });

      const [xml] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Descargar XML' }).click(),
      ]);
      expect(xml.suggestedFilename()).toBe(`${byKey.cufe}.xml`);
      await xml.saveAs(join(workDir, 'received.xml'));
      expect(readFileSync(join(workDir, 'received.xml'), 'utf8')).toContain(`<dId>${byKey.cufe}</dId>`);

      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Descargar PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toBe(`${byKey.cufe}.pdf`);
      await pdf.saveAs(join(workDir, 'received.pdf'));
      expect(readPdfText(join(workDir, 'received.pdf'))).toContain(
        'Comprobante Auxiliar de Factura Electrónica',
      );

      await table.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar ZIP' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('Facturar-Comprobantes-Electronicos.zip');
      await zip.saveAs(join(workDir, 'received.zip'));
      expect(listZipEntries(join(workDir, 'received.zip')).sort()).toEqual(
        [`${byKey.cufe}.xml`, `${byKey.cufe}.pdf`, `${byFile.cufe}.xml`, `${byFile.cufe}.pdf`].sort(),
      );
    });
  });
});

describe('loading a received voucher by its CUFE', () => {
  it('takes the 66-character CUFE too, and fetches the document from the PAC', async () => {
    const byCufe = await issueAuthorisedInvoice(await openApiSession(baseUrl), inject('selfCustomerId'));
    await onScreen('Carga de comprobantes', 'Carga de comprobantes', async (page) => {
      const field = page.getByLabel('Clave de acceso o CUFE');
      await field.fill(byCufe.cufe);
      await shows(page.getByText('66/66'));
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText(`Clave ${byCufe.cufe} almacenada con éxito`));
      const wrong = `${byCufe.cufe.slice(0, -1)}${(Number(byCufe.cufe.slice(-1)) + 1) % 10}`;
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText(/El dígito verificador del CUFE no es correcto/));
    });
  });
});
