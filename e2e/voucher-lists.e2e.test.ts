import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fitsWidth, launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  demoRuc,
  issueAuthorisedInvoice,
  issueInvoice,
  openApiSession,
  type ApiSession,
} from './support/api.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let api: ApiSession;

type VoucherPage = {
  totalElements: number;
  content: {
    comprobanteElectronico: { cufe: string; numeroFactura: string; mensajeAutorizacion: string | null };
  }[];
};

async function waitForList(list: string, count: number): Promise<VoucherPage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await api.call<VoucherPage>(`/comprobantes/${list}/${demoRuc}?size=50`);
    if (page.totalElements >= count) return page;
    if (Date.now() > deadline) throw new Error(`${list} has ${page.totalElements} of ${count} documents`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await openApiSession(baseUrl);
});
afterAll(async () => browser?.close());

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await run(page);
  } finally {
    await context.close();
  }
}

async function openRepository(page: Page, item: string, title: string): Promise<void> {
  await openFromMenu(page, 'Repositorio de Comprobantes', item);
  await shows(page.getByRole('heading', { name: title }));
}

function table(page: Page, title: string) {
  return page.getByRole('table', { name: title });
}

describe('the issued-voucher repositories', () => {
  it('lists authorised invoices with their columns, pages them and searches them', async () => {
    for (let index = 0; index < 12; index++) await issueAuthorisedInvoice(api);
    const issued = await waitForList('autorizados', 12);
    const newest = issued.content[0]?.comprobanteElectronico.numeroFactura ?? '';
    await withPage(async (page) => {
      await openRepository(page, 'Emitidos Autorizados', 'Comprobantes Emitidos Autorizados');
      const list = table(page, 'Comprobantes Emitidos Autorizados');
      await shows(list.getByRole('cell', { name: `0000-001-${newest}` }));
      const headers = await list.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([
        '',
        'Número',
        'Fecha Emisión',
        'Fecha Autorización',
        'Receptor',
        'Tipo',
        'Valor',
        'Anulable hasta',
        'Ver',
        'XML',
        'Reenviar',
        'Acciones',
      ]);
      // On a 1280 × 800 screen every column and the row's actions are in sight, without scrolling sideways;
      // the rarer actions wait in the row's menu (issue 29).
      await page.setViewportSize({ width: 1280, height: 800 });
      const newestRow = list.getByRole('row').filter({ hasText: `0000-001-${newest}` });
      await fitsWidth(list, [
        newestRow.getByRole('button', { name: 'Ver CAFE' }),
        newestRow.getByRole('button', { name: 'Reenviar' }),
        newestRow.getByRole('button', { name: `Acciones de 0000-001-${newest}` }),
      ]);
      await newestRow.getByRole('button', { name: `Acciones de 0000-001-${newest}` }).click();
      for (const action of ['Compartir', `Anular 0000-001-${newest}`, `Nota de crédito a 0000-001-${newest}`])
        await shows(page.getByRole('menuitem', { name: action }));
      await page.keyboard.press('Escape');
      await shows(list.getByRole('cell', { name: '$. 10.70' }));
      await shows(list.getByRole('cell', { name: 'Factura de Operación Interna' }));
      await shows(page.getByText('Filas por página'));
      await shows(page.getByText(`1-10 de ${issued.totalElements}`));
      expect(await list.getByRole('row').count()).toBe(11);

      await list.getByRole('checkbox', { name: `Seleccionar 0000-001-${newest}` }).check();
      await shows(page.getByText('1 comprobante(s) seleccionado(s)'));
      await list.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
      await shows(page.getByText('10 comprobante(s) seleccionado(s)'));

      // Changing page reloads and clears the selection.
      await page.getByRole('button', { name: 'Página siguiente' }).click();
      const total = issued.totalElements;
      await shows(page.getByText(`11-${Math.min(20, total)} de ${total}`));
      await shows(page.getByText('Seleccione los comprobantes a descargar'));
      await page.getByRole('button', { name: 'Página anterior' }).click();

      await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(page.getByText('Ingrese al menos un parámetro'));

      await page.getByLabel('Número', { exact: true }).fill(String(Number(newest)));
      await page.getByRole('combobox', { name: 'Año' }).click();
      await page.getByRole('option', { name: String(new Date().getFullYear()) }).click();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(page.getByText('1-1 de 1'));
      await shows(list.getByRole('cell', { name: `0000-001-${newest}` }));

      await page.getByRole('button', { name: 'Limpiar' }).click();
      await shows(page.getByText(`1-10 de ${issued.totalElements}`));
    });
  });

  it('searches by a date range: choosing the start date clears the end date', async () => {
    await withPage(async (page) => {
      await openRepository(page, 'Emitidos Autorizados', 'Comprobantes Emitidos Autorizados');
      await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
      const start = page.getByRole('group', { name: 'Fecha inicio' });
      const end = page.getByRole('group', { name: 'Fecha fin' });
      const today = new Date(Date.now() - 5 * 3_600_000);
      const ddmmyyyy = `${String(today.getUTCDate()).padStart(2, '0')}${String(today.getUTCMonth() + 1).padStart(2, '0')}${today.getUTCFullYear()}`;
      await start.click();
      await page.keyboard.type(`3102${today.getUTCFullYear()}`);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(page.getByText('Formato inválido.'));
      await start.click();
      await page.keyboard.type(ddmmyyyy);
      await end.click();
      await page.keyboard.type(ddmmyyyy);
      await page.getByRole('button', { name: 'Buscar' }).click();
      const list = table(page, 'Comprobantes Emitidos Autorizados');
      await shows(list.getByRole('cell', { name: 'Factura de Operación Interna' }));
      await shows(page.getByText(/^1-10 de \d+$/));

      await start.click();
      await page.keyboard.type('01012026');
      await expect.poll(() => end.innerText()).not.toContain(String(today.getUTCFullYear()));
    });
  });

  it('shows the cancelled invoice with its downloads; "Mostrar Todos" undoes a search', async () => {
    const [first] = (await waitForList('autorizados', 1)).content;
    await api.call('/eventos/anular/comprobante', {
      method: 'POST',
      body: { cufe: first?.comprobanteElectronico.cufe, motivo: 'Factura emitida por error en la prueba' },
    });
    await waitForList('anulados', 1);
    await withPage(async (page) => {
      await openRepository(page, 'Anulados', 'Comprobantes Anulados');
      const list = table(page, 'Comprobantes Anulados');
      await shows(
        list.getByRole('cell', { name: `0000-001-${first?.comprobanteElectronico.numeroFactura}` }),
      );
      const headers = await list.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([
        'Número',
        'Fecha Emisión',
        'Fecha Autorización',
        'Receptor',
        'Tipo',
        'CUFE',
        'PDF',
        'XML',
        'Compartir',
        'Correo',
      ]);
      await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
      await shows(page.getByRole('button', { name: 'Mostrar Todos' }));

      await page.getByLabel('Receptor').fill('nadie');
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(list.getByRole('cell', { name: 'No existen datos' }));
      await page.getByRole('button', { name: 'Mostrar Todos' }).click();
      await shows(
        list.getByRole('cell', { name: `0000-001-${first?.comprobanteElectronico.numeroFactura}` }),
      );
    });
  });

  it('shows an invoice the DGI refused with its error, and the pending list with its states', async () => {
    await issueInvoice(api, inject('refusedCustomerId'));
    const refusedPage = await waitForList('noautorizados', 1);
    const [refused] = refusedPage.content;
    const number = refused?.comprobanteElectronico.numeroFactura ?? '';
    await withPage(async (page) => {
      await openRepository(page, 'Emitidos No Autorizados', 'Comprobantes Emitidos No Autorizados');
      const list = table(page, 'Comprobantes Emitidos No Autorizados');
      await shows(list.getByRole('cell', { name: `0000-001-${number}` }));
      await shows(list.getByRole('cell', { name: 'Importadora Rechazada, S.A.' }));
      expect((await list.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Número',
        'Fecha Emisión',
        'Receptor',
        'Tipo',
        'Valor',
        'CUFE',
        'Ver',
        'Error',
      ]);
      await list.getByRole('button', { name: `Ver error del comprobante ${number}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await shows(
        dialog.getByText(refused?.comprobanteElectronico.mensajeAutorizacion ?? '', { exact: true }),
      );
      await dialog.getByRole('button', { name: 'Aceptar' }).click();

      await openRepository(page, 'Pendientes', 'Pendientes');
      await shows(page.getByText('Importante'));
      await shows(page.getByText('Estado 4: Servicio del PAC no disponible'));
      await shows(page.getByText('Estado 5: Retraso en la autorización'));
      await shows(page.getByText('Estado 11: Comprobante devuelto por la DGI'));
      const pending = table(page, 'Pendientes');
      await shows(pending.getByRole('cell', { name: 'No existen datos' }));
      expect((await pending.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Número',
        'Fecha envío',
        'Receptor',
        'Estado',
        'Mensaje',
      ]);
    });
  });
});
