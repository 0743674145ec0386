// A company switched to a PAC that signs (the sandbox's HKA mode, the integration API of The Factory HKA
// and EBI): the platform administrator connects it and tests the connection, the company issues from the
// emission form, the document is authorised with the PAC's CUFE and QR, its XML and CAFE download, and the
// PAC cancels it. The demo company goes back to the installation's PAC afterwards, as the other journeys
// expect it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  demoRuc,
  newestAuthorisedId,
  openApiSession,
  readPdfText,
  waitForAuthorisedAfter,
  type ApiSession,
} from './support/api.ts';
import {
  chooseTemplate,
  launchBrowser,
  newPage,
  openFromMenu,
  shows,
  showsNone,
  signIn,
} from './support/browser.ts';
import {
  addDetail,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
} from './support/emission.ts';

const baseUrl = inject('baseUrl');
const workDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-hka-'));
const companyName = 'Comercializadora Demo Facturar, S.A.';
const listTitle = 'Comprobantes Emitidos Autorizados';
let browser: Browser;
let platform: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  platform = await openApiSession(baseUrl, 'admin@facturar.test');
});
afterAll(async () => {
  await platform
    ?.call(`/admin/empresas/${demoRuc}/conexion-pac`, {
      method: 'PUT',
      body: { proveedor: 'sandbox', familia: 'dgi', ambiente: '2', borrarSecretos: true },
    })
    .catch(() => undefined);
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function connectToHka(page: Page): Promise<void> {
  await signIn(page, 'admin@facturar.test');
  await page.waitForURL('**/facturacion');
  await openFromMenu(page, 'Administración', 'Empresas');
  const table = page.getByRole('table', { name: 'Empresas' });
  await table.getByRole('button', { name: `Conexión PAC de ${companyName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Conexión con el PAC' });
  await shows(dialog.getByText(/usa la conexión predeterminada de la instalación/));
  await dialog.getByLabel('Tipo de integración').click();
  await page.getByRole('option', { name: 'API de integración HKA/EBI (el PAC firma)' }).click();
  await dialog.getByLabel('tokenEmpresa').fill('demo155596713_ws_tfhka');
  await dialog.getByLabel('tokenPassword').fill('Dem0-Facturar!59');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await shows(page.getByText('Conexión con el PAC guardada.'));
  await shows(dialog.getByText('Guardado; escriba uno nuevo para reemplazarlo.'));
  await dialog.getByRole('button', { name: 'Probar conexión' }).click();
  const answer = dialog.getByRole('status');
  await shows(answer.getByText(/^El PAC respondió: .*Folios disponibles en el ciclo: \d+ de \d+\./));
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
}

describe('a company whose PAC signs (HKA mode of the sandbox)', () => {
  it('is connected and tested by the platform, issues, downloads its XML and CAFE, and cancels', async () => {
    const admin = await newPage(browser, baseUrl);
    try {
      await connectToHka(admin.page);
    } finally {
      await admin.context.close();
    }

    const company = await openApiSession(baseUrl);
    const newestBefore = await newestAuthorisedId(company);
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      // The PAC's folios of the cycle beside the plan's vouchers.
      await shows(page.getByRole('status', { name: /^Folios del PAC: \d+$/ }));
      // The PAC signs: issuing needs neither the company's .p12 nor its own QR code.
      await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
      await fillGeneralData(page);
      await addDetail(page, { ...consulting, quantity: '1' });
      const generated = await signAndAuthorise(page);
      await closeGeneratedDialog(page);

      const issued = await waitForAuthorisedAfter(company, newestBefore);
      // The CUFE of record is the PAC's, not the provisional one the generation answered.
      expect(issued.cufe).not.toBe(generated.cufe);
      expect(issued.cufe).toMatch(/^FE01\d/);

      await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
      await shows(page.getByRole('heading', { name: listTitle }));
      const row = page
        .getByRole('table', { name: listTitle })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: new RegExp(`^0000-001-${issued.number}`) }) });
      await shows(row);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Descargar XML' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${issued.cufe}.xml`);
      const xmlPath = join(workDir, download.suggestedFilename());
      await download.saveAs(xmlPath);
      const xml = readFileSync(xmlPath, 'utf8');
      // The PAC's signed XML, with the DGI's QR URL for this CUFE.
      expect(xml).toContain(`<dId>${issued.cufe}</dId>`);
      expect(xml).toContain('Signature');
      expect(xml).toContain(`FacturasPorQR?chFE=${issued.cufe}`);

      await row.getByRole('button', { name: 'Ver CAFE' }).click();
      let bytes: Buffer = Buffer.alloc(0);
      await page.route('**/api/utilidades/generar/ride/**', async (route) => {
        const response = await route.fetch();
        bytes = await response.body();
        await route.fulfill({ response });
      });
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        chooseTemplate(page, '01 / Estándar carta'),
      ]);
      await popup.waitForURL(/^blob:/);
      await popup.close();
      const pdfPath = join(workDir, 'cafe.pdf');
      writeFileSync(pdfPath, bytes);
      const text = readPdfText(pdfPath);
      expect(text).toContain('Comprobante Auxiliar de Factura Electrónica');
      expect(text.replace(/ /g, '')).toContain(issued.cufe);

      await openFromMenu(page, 'Eventos', 'Eventos de Anulación');
      const cufeField = page.getByRole('textbox', { name: 'CUFE' });
      await cufeField.click();
      await page.keyboard.type(issued.cufe);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await shows(page.getByRole('status', { name: 'Comprobante encontrado' }).getByText('$. 48.15'));
      await page
        .getByRole('textbox', { name: 'Motivo de la anulación' })
        .fill('Operación no realizada: el cliente desistió de la compra.');
      await page.getByRole('button', { name: 'Anular' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar anulación' });
      await confirm.getByRole('button', { name: 'Sí, anular' }).click();
      await shows(page.getByText('Anulación exitosa.'));
      const cancelled = await company.call<{ estado: string }>(`/comprobante/buscar/cufe/${issued.cufe}`);
      expect(cancelled.estado).toBe('ANU');

      // The company's administrator sees its connection read only: who signs, and the last test.
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Información de la Empresa' }).click();
      const panel = page.getByRole('region', { name: 'Conexión con el PAC' });
      await shows(panel.getByText('API de integración HKA/EBI (el PAC firma)'));
      await shows(panel.getByText(/: correcta$/));
      await shows(panel.getByText(/Folios disponibles en el ciclo/));
      await showsNone(panel.getByText('demo155596713_ws_tfhka'));
      await showsNone(panel.getByRole('textbox'));
      // The affiliation and the QR code are the PAC's business now.
      const status = page.getByRole('region', { name: 'Estado de la empresa' });
      await shows(status.getByText('Lo gestiona el PAC (firma los comprobantes de la empresa)').first());
    } finally {
      await context.close();
    }
  });
});
