import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseTemplate, launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  findOutboxMail,
  issueAuthorisedInvoice,
  listZipEntries,
  openApiSession,
  readPdfText,
  readZipEntry,
  type ApiSession,
  type IssuedVoucher,
} from './support/api.ts';

const baseUrl = inject('baseUrl');
const listTitle = 'Comprobantes Emitidos Autorizados';
const workDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-actions-'));
let browser: Browser;
let api: ApiSession;
let first: IssuedVoucher;
let second: IssuedVoucher;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await openApiSession(baseUrl);
  first = await issueAuthorisedInvoice(api);
  second = await issueAuthorisedInvoice(api);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function onAuthorisedList(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
    await shows(page.getByRole('heading', { name: listTitle }));
    await run(page);
  } finally {
    await context.close();
  }
}

function rowOf(page: Page, voucher: IssuedVoucher) {
  return page
    .getByRole('table', { name: listTitle })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^0000-001-${voucher.number}`) }) });
}

describe('downloads from the authorised list', () => {
  it('saves the signed XML under the CUFE', async () => {
    await onAuthorisedList(async (page) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        rowOf(page, first).getByRole('button', { name: 'Descargar XML' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${first.cufe}.xml`);
      const path = join(workDir, download.suggestedFilename());
      await download.saveAs(path);
      const xml = readFileSync(path, 'utf8');
      expect(xml).toContain(`<dId>${first.cufe}</dId>`);
      expect(xml).toBe((await api.download(`/utilidades/generar/xml/${first.id}`)).toString('utf8'));
    });
  });

  it('opens the CAFE with the chosen template in a new window', async () => {
    await onAuthorisedList(async (page) => {
      await rowOf(page, first).getByRole('button', { name: 'Ver CAFE' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seleccionar template' });
      await shows(dialog.getByRole('radio', { name: '01 / Estándar carta' }));
      // The window shows the PDF from a blob: URL, which the page's CSP keeps out of reach of fetch; the
      // file checked is the one the window was given, taken on its way to the page.
      let bytes: Buffer = Buffer.alloc(0);
      await page.route('**/api/utilidades/generar/ride/**', async (route) => {
        const response = await route.fetch();
        bytes = await response.body();
        expect(new URL(route.request().url()).searchParams.get('codigoPlantilla')).toBe('02');
        await route.fulfill({ response });
      });
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        chooseTemplate(page, '02 / Rollo 80 mm'),
      ]);
      await popup.waitForURL(/^blob:/);
      const path = join(workDir, 'cafe.pdf');
      writeFileSync(path, Buffer.from(bytes));
      const text = readPdfText(path);
      expect(text).toContain('Comprobante Auxiliar de Factura Electrónica');
      expect(text.replace(/ /g, '')).toContain(first.cufe);

      // The dialog offers the template chosen last first (issue 29).
      await popup.close();
      await rowOf(page, first).getByRole('button', { name: 'Ver CAFE' }).click();
      await shows(dialog.getByRole('radio', { name: '02 / Rollo 80 mm' }));
      expect(await dialog.getByRole('radio', { name: '02 / Rollo 80 mm' }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    });
  });

  it('downloads the selected rows as one ZIP, and asks for a selection first', async () => {
    await onAuthorisedList(async (page) => {
      await page.getByRole('button', { name: 'Descargar ZIP' }).click();
      await shows(page.getByText('Seleccione al menos un comprobante'));
      const table = page.getByRole('table', { name: listTitle });
      await table.getByRole('checkbox', { name: `Seleccionar 0000-001-${first.number}` }).check();
      await table.getByRole('checkbox', { name: `Seleccionar 0000-001-${second.number}` }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar ZIP' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Facturar-Comprobantes-Electronicos.zip');
      const path = join(workDir, 'seleccion.zip');
      await download.saveAs(path);
      expect(listZipEntries(path).sort()).toEqual(
        [`${first.cufe}.xml`, `${first.cufe}.pdf`, `${second.cufe}.xml`, `${second.cufe}.pdf`].sort(),
      );
      expect(readZipEntry(path, `${second.cufe}.xml`).toString('utf8')).toContain(
        `<dId>${second.cufe}</dId>`,
      );
      const pdfPath = join(workDir, 'from-zip.pdf');
      writeFileSync(pdfPath, readZipEntry(path, `${first.cufe}.pdf`));
      expect(readPdfText(pdfPath)).toContain('Comprobante Auxiliar de Factura Electrónica');
    });
  });
});

describe('resending a voucher by e-mail', () => {
  it('applies the dialog’s rules and sends the XML and the CAFE to the chosen addresses', async () => {
    await onAuthorisedList(async (page) => {
      await rowOf(page, second).getByRole('button', { name: 'Reenviar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reenviar comprobante' });
      await shows(dialog);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await shows(page.getByText('Ingrese al menos un correo electrónico'));

      const field = dialog.getByLabel('Correo electrónico');
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await shows(dialog.getByText('El correo es requerido'));
      await field.fill('no-es-correo');
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await shows(dialog.getByText('El correo es inválido'));
      await field.fill('cliente.reenvio@correo.test');
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await shows(
        dialog.getByRole('list', { name: 'Correos destinatarios' }).getByText('cliente.reenvio@correo.test'),
      );
      await field.fill('cliente.reenvio@correo.test');
      await dialog.getByRole('button', { name: 'Agregar' }).click();
      await shows(dialog.getByText('EL correo cliente.reenvio@correo.test ya está agregado a la lista.'));

      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await shows(page.getByText('Comprobante reenviado con éxito'));
    });
    const mail = await findOutboxMail(inject('outboxDir'), 'cliente.reenvio@correo.test');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `${second.cufe}.xml`,
      `${second.cufe}.pdf`,
    ]);
    expect(mail.attachments[0]?.content.toString('utf8')).toContain(`<dId>${second.cufe}</dId>`);
    const path = join(workDir, 'mail.pdf');
    writeFileSync(path, mail.attachments[1]!.content);
    expect(readPdfText(path)).toContain('Comprobante Auxiliar de Factura Electrónica');
  });
});

describe('sharing at the counter', () => {
  it('copies a link, writes the WhatsApp message, shows a QR, opens the public page and withdraws it', async () => {
    await onAuthorisedList(async (page) => {
      await rowOf(page, first)
        .getByRole('button', { name: /^Acciones de / })
        .click();
      await page.getByRole('menuitem', { name: 'Compartir' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compartir comprobante' });
      await shows(dialog.getByRole('img', { name: 'Código QR del enlace del comprobante' }));
      const url = await dialog.getByRole('textbox', { name: 'Enlace' }).inputValue();
      expect(url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
      const whatsapp = await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
      const message = new URL(whatsapp ?? '').searchParams.get('text');
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(message).toBe(
        `Comercializadora Demo Facturar, S.A. le envía su Factura de Operación Interna N.º 0000-001-${first.number} por B/. 10.70. Véalo y descárguelo aquí: ${url}`,
      );

      const customer = await page.context().browser()!.newContext({ baseURL: baseUrl });
      const publicPage = await customer.newPage();
      try {
        await publicPage.goto(new URL(url).pathname);
        const shared = publicPage.getByRole('region', { name: 'Comprobante compartido' });
        await shows(shared.getByText(`Factura de Operación Interna N.º 0000-001-${first.number}`));
        await shows(shared.getByText('Autorizado', { exact: true }));
        const cafe = await publicPage.request.get(
          (await shared.getByRole('link', { name: 'Descargar CAFE' }).getAttribute('href')) ?? '',
        );
        expect(cafe.headers()['content-type']).toBe('application/pdf');
        const xml = await publicPage.request.get(
          (await shared.getByRole('link', { name: 'Descargar XML' }).getAttribute('href')) ?? '',
        );
        expect(await xml.text()).toContain(`<dId>${first.cufe}</dId>`);

        await dialog.getByRole('button', { name: 'Retirar enlace' }).click();
        await page
          .getByRole('dialog', { name: 'Retirar enlace' })
          .getByRole('button', { name: 'Retirar' })
          .click();
        await shows(
          page.getByText('El enlace fue retirado. Quien lo tenga ya no podrá abrir el comprobante.'),
        );
        await publicPage.reload();
        await shows(publicPage.getByText('El enlace no existe o fue retirado por el emisor.'));
      } finally {
        await customer.close();
      }
    });
  });
});

describe('the archive of a period', () => {
  it('builds this month’s ZIP with its manifest in the background and downloads it', async () => {
    await onAuthorisedList(async (page) => {
      await page.getByRole('button', { name: 'Descargar archivo del período' }).click();
      const dialog = page.getByRole('dialog', { name: 'Descargar archivo del período' });
      await dialog.getByRole('button', { name: 'Generar' }).click();
      await shows(dialog.getByText(/^El archivo del período tendrá .* comprobantes/));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Descargar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^Archivo_155596713-2-2015_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.zip$/,
      );
      const path = join(workDir, download.suggestedFilename());
      await download.saveAs(path);
      const entries = listZipEntries(path);
      expect(entries).toContain(`xml/${first.cufe}.xml`);
      expect(entries).toContain(`cafe/${first.cufe}.pdf`);
      expect(entries.slice(-2)).toEqual(['manifiesto.csv', 'LEEME.txt']);
      expect(readZipEntry(path, 'manifiesto.csv').toString('utf8')).toContain(first.cufe);
    });
  });
});
