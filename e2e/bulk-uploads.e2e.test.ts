import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bulkDocumentColumns, customerUploadColumns } from '@facturar/contracts';
import { buildWorkbook, readWorkbook } from '@facturar/server/testing';
import { fitsWidth, launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import { findOutboxMail, withRegistryAnswering } from './support/api.ts';

const baseUrl = inject('baseUrl');
const workDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-bulk-'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function onScreen(group: string, item: string, title: string, run: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, group, item);
    await shows(page.getByRole('heading', { name: title }));
    await run(page);
  } finally {
    await context.close();
  }
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk uploads', () => {
  it('CMR checks a file of RUCs and downloads Consulta-{timestamp}.xlsx; a file that is not a workbook is refused', () =>
    withRegistryAnswering(inject('pacUrl'), async () => {
      const file = await buildWorkbook({
        RUCs: [
          ['RUC', 'Tipo de contribuyente (1 natural, 2 jurídico)'],
          ['155596713-2-2015', '2'],
          ['8-ABC-1', '1'],
        ],
      });
      await onScreen('Consultas', 'Consulta masiva de RUC', 'Consulta Masiva de RUC', async (page) => {
        await shows(page.getByText('Carga de rucs para consulta masiva'));
        const input = page.getByLabel('Archivo de RUCs');
        await input.setInputFiles({ name: 'rucs.csv', mimeType: 'text/csv', buffer: Buffer.from('RUC') });
        await shows(page.getByText('El archivo no es un libro de Excel (.xlsx) válido.'));
        await input.setInputFiles({
          name: 'falso.xlsx',
          mimeType: xlsxType,
          buffer: Buffer.from('no es un libro'),
        });
        await page.getByRole('button', { name: 'Consultar' }).click();
        await shows(
          page.getByText(
            'Error al cargar el archivo de consulta. El archivo no es un libro de Excel (.xlsx) válido.',
          ),
        );

        await input.setInputFiles({ name: 'rucs.xlsx', mimeType: xlsxType, buffer: file });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Consultar' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^Consulta-\d{14}\.xlsx$/);
        await download.saveAs(join(workDir, 'consulta.xlsx'));
        const { Consulta: rows } = await readWorkbook(readFileSync(join(workDir, 'consulta.xlsx')));
        expect(rows?.[1]?.slice(0, 6)).toEqual([
          '155596713-2-2015',
          'Jurídico',
          '59',
          '59',
          'Comercializadora Demo Facturar, S.A.',
          'Sí',
        ]);
        expect(rows?.[2]?.[7]).not.toBe('');
      });
    }));

  it('FUE issues the documents of a file, shows the errors of its bad rows and the progress, and mails the result', async () => {
    const titles = Object.values(bulkDocumentColumns);
    const keys = Object.keys(bulkDocumentColumns) as (keyof typeof bulkDocumentColumns)[];
    const row = (values: Partial<Record<keyof typeof bulkDocumentColumns, string>>) =>
      keys.map((key) => values[key] ?? '');
    const file = await buildWorkbook({
      Comprobantes: [
        titles,
        row({
          reference: 'E2E-1',
          type: '01',
          customer: '155601234-2-2015',
          product: 'SRV-001',
          quantity: '2',
          payment: '02',
        }),
        row({ reference: 'E2E-1', product: 'ALI-005', quantity: '1' }),
        row({ reference: 'E2E-2', type: '01', product: 'NO-EXISTE', quantity: '1', payment: '02' }),
      ],
    });
    await onScreen(
      'Generación de Comprobantes',
      'Creación por Excel',
      'Creación de Comprobantes por Excel',
      async (page) => {
        await shows(page.getByText('Carga de archivo para generar comprobantes'));
        const [template] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Descargar plantilla' }).click(),
        ]);
        expect(template.suggestedFilename()).toBe('Plantilla-Comprobantes.xlsx');

        const input = page.getByLabel('Archivo de comprobantes');
        await input.setInputFiles({
          name: 'sin-hoja.xlsx',
          mimeType: xlsxType,
          buffer: await buildWorkbook({ Hoja1: [['Referencia']] }),
        });
        await page.getByRole('button', { name: 'Cargar', exact: true }).click();
        await shows(
          page.getByText(
            "Error al enviar los comprobantes. El archivo no tiene la hoja 'Comprobantes'. Use la plantilla. Formato de archivo incorrecto",
          ),
        );

        // A long name, as people give their files: it must not push 'Descargar errores' off the screen.
        const fileName = 'lote-de-comprobantes-noviembre-2026-sucursal-david.xlsx';
        await input.setInputFiles({ name: fileName, mimeType: xlsxType, buffer: file });
        await page.getByRole('button', { name: 'Cargar', exact: true }).click();
        await shows(page.getByText('Comprobantes enviados para autorizar exitosamente.'));
        const uploads = page.getByRole('table', { name: 'Archivos cargados' });
        const line = uploads.getByRole('row').filter({ hasText: fileName });
        await shows(line.getByRole('cell', { name: 'Terminado' }));
        await shows(line.getByRole('cell', { name: '3 / 3' }));
        const problems = page.getByRole('table', { name: `Errores de ${fileName}` });
        await shows(
          problems.getByRole('cell', {
            name: 'No existe un producto con el código NO-EXISTE; regístrelo primero.',
          }),
        );
        await shows(problems.getByRole('cell', { name: 'Código de producto' }));
        await page.setViewportSize({ width: 1280, height: 800 });
        await fitsWidth(uploads, [line.getByRole('button', { name: 'Descargar errores' })]);
        const [errors] = await Promise.all([
          page.waitForEvent('download'),
          line.getByRole('button', { name: 'Descargar errores' }).click(),
        ]);
        await errors.saveAs(join(workDir, 'errores.xlsx'));
        const { Comprobantes: sheet } = await readWorkbook(readFileSync(join(workDir, 'errores.xlsx')));
        expect(sheet?.[3]?.at(-1)).toContain('NO-EXISTE');
      },
    );
    // The result comes from the job, after the mails earlier journeys sent the same user.
    const mail = await findOutboxMail(
      inject('outboxDir'),
      'adm@demo.facturar.test',
      30_000,
      'Resultado de la carga de comprobantes por Excel',
    );
    expect(mail.text).toContain('Enviados para autorizar: 1. Con errores: 1.');
  });

  it('loads customers from an .xlsx on the customers screen, lists the refused rows and mails the result', async () => {
    const file = await buildWorkbook({
      Clientes: [
        Object.values(customerUploadColumns),
        [
          'P-99887766',
          '',
          '04',
          '',
          'Exportadora del Sur Ltda.',
          'ventas@sur.test',
          '',
          'Lima',
          '',
          'PE',
          '',
        ],
        ['8-1-1', '00', '09', '1', 'Tipo malo', 'malo@correo.test', '', 'Panamá', '8-8-7', 'PA', ''],
      ],
    });
    await onScreen('Administración', 'Clientes', 'Clientes', async (page) => {
      await page.getByRole('button', { name: 'Carga Masiva de Clientes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Carga Masiva de Clientes' });
      await dialog
        .getByLabel('Archivo de clientes')
        .setInputFiles({ name: 'clientes.xlsx', mimeType: xlsxType, buffer: file });
      await dialog.getByRole('button', { name: 'Cargar', exact: true }).click();
      await shows(
        page.getByText(
          'Clientes enviados para agregar exitosamente. En un momento le llegará el resultado del proceso a su correo',
        ),
      );
      await shows(dialog.getByText('Filas leídas: 2. Enviadas para agregar: 1. Con errores: 1.'));
      const errors = dialog.getByRole('table', { name: 'Errores del archivo de clientes' });
      await shows(errors.getByRole('cell', { name: 'Tipo de receptor' }));
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
    });
    const mail = await findOutboxMail(
      inject('outboxDir'),
      'adm@demo.facturar.test',
      30_000,
      'Resultado de la carga masiva de clientes',
    );
    expect(mail.text).toContain('Agregados: 1. Ya existían: 0. No agregados por errores: 1.');
  });
});
