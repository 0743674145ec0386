import type { Browser, Page } from 'playwright-core';
import { computeRucDv } from '@facturar/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  openFromMenu,
  shows,
  showsNone,
  signIn,
  typeDay,
} from './support/browser.ts';
import { fillRegistration } from './support/registration.ts';
import { issueAuthorisedInvoice, listZipEntries, openApiSession } from './support/api.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A Panama day (UTC−5) `offset` days from today, 'YYYY-MM-DD'. */
function panamaDay(offset = 0): string {
  return new Date(Date.now() - 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asPartner(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'partner@facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Administración', 'Partners');
    await shows(page.getByRole('heading', { name: 'Partners' }));
    await run(page);
  } finally {
    await context.close();
  }
}

describe('the partner’s companies (PAR)', () => {
  it('lists its affiliated companies and searches them', async () => {
    await asPartner(async (page) => {
      const table = page.getByRole('table', { name: 'Empresas afiliadas' });
      await shows(table.getByText('Ferretería El Constructor, S.A.'));
      await shows(table.getByText('Ilimitado'));
      await showsNone(table.getByText('Transportes Chiriquí Express, S.A.'));
      const queue = page.getByRole('list', { name: 'Requieren atención' });
      // One row per company, its reasons together; the row opens the company's detail.
      const row = queue.getByRole('listitem').filter({ hasText: '8-745-1203' });
      await shows(row.getByText('Le quedan 6 comprobantes disponibles.', { exact: false }));
      expect(await row.count()).toBe(1);
      await row.getByRole('button').click();
      const detail = page.getByRole('dialog', { name: 'Información de la Empresa' });
      await shows(detail.getByRole('alert').filter({ hasText: 'Le quedan 6 comprobantes disponibles.' }));
      await shows(detail.getByRole('button', { name: 'Rep. Comp. Emitidos' }));
      await detail.getByRole('button', { name: 'Cerrar' }).click();
      await page.getByLabel('RUC/ID/Nombres').fill('farmacia');
      await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
      await shows(table.getByText('contabilidad@farmasanjudas.test'));
    });
  });

  it('builds the period archive of an affiliated company and downloads it', async () => {
    const invoice = await issueAuthorisedInvoice(await openApiSession(baseUrl));
    await asPartner(async (page) => {
      await page.getByLabel('RUC/ID/Nombres').fill('Comercializadora Demo');
      const table = page.getByRole('table', { name: 'Empresas afiliadas' });
      await table
        .getByRole('button', { name: 'Archivo del período de Comercializadora Demo Facturar, S.A.' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Descargar archivo del período' });
      await shows(dialog.getByText('Comercializadora Demo Facturar, S.A. (RUC 155596713-2-2015)'));
      await dialog.getByRole('button', { name: 'Generar' }).click();
      await shows(dialog.getByText(/^El archivo del período tendrá .* comprobantes/));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Descargar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Archivo_155596713-2-2015_.*\.zip$/);
      const entries = listZipEntries(await download.path());
      expect(entries).toContain(`xml/${invoice.cufe}.xml`);
      expect(entries).toContain(`cafe/${invoice.cufe}.pdf`);
    });
  });

  it('asks the issued-vouchers report of an affiliated company (start, end, type)', async () => {
    await issueAuthorisedInvoice(await openApiSession(baseUrl));
    await asPartner(async (page) => {
      await page.getByLabel('RUC/ID/Nombres').fill('comercializadora');
      const table = page.getByRole('table', { name: 'Empresas afiliadas' });
      await table
        .getByRole('button', {
          name: 'Reporte de comprobantes emitidos de Comercializadora Demo Facturar, S.A.',
        })
        .click();
      const dialog = page.getByRole('dialog', {
        name: 'Reporte de Comprobantes Emitidos de Comercializadora Demo Facturar, S.A.',
      });
      await typeDay(dialog, /Fecha inicio/, panamaDay(-30));
      await typeDay(dialog, /Fecha fin/, panamaDay());
      await dialog.getByRole('combobox', { name: /Tipo de comprobante/ }).click();
      await page.getByRole('option', { name: 'Todos' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Generar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Reporte.xlsx');
      await shows(dialog.getByText('Se generó el reporte Reporte.xlsx; el navegador lo descargó.'));
    });
  });

  it('adds a company, which becomes its affiliate', async () => {
    await asPartner(async (page) => {
      await page.getByRole('button', { name: 'Agregar Empresa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva Empresa' });
      await fillRegistration(dialog, {
        ruc: '155770022-2-2026',
        name: 'Distribuidora Azuero Norte, S.A.',
        email: 'gerencia@azueronorte.test',
      });
      await dialog.getByRole('button', { name: 'Registrar' }).click();
      await shows(page.getByText('Empresa registrada', { exact: false }));
      const table = page.getByRole('table', { name: 'Empresas afiliadas' });
      await shows(table.getByText('Distribuidora Azuero Norte, S.A.'));
    });
  });

  it('assigns vouchers to an affiliated company, whose count rises', async () => {
    await asPartner(async (page) => {
      await page.getByRole('button', { name: 'Asignar Comprobantes' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Asignar comprobantes a empresas afiliadas al partner',
      });
      await shows(dialog.getByText('Comprobantes disponibles del partner:'));
      await dialog.getByRole('button', { name: 'Asignar' }).click();
      await shows(dialog.getByText('Seleccione una empresa.'));
      await shows(dialog.getByText('Ingrese un número de comprobantes.'));
      await dialog.getByRole('combobox', { name: 'Empresa' }).fill('Ro');
      await shows(page.getByText('Ingrese al menos 3 caracteres.'));
      await dialog.getByRole('combobox', { name: 'Empresa' }).fill('Rosa Elena');
      await page.getByRole('option', { name: /Rosa Elena Castillo Méndez/ }).click();
      await dialog.getByRole('textbox', { name: 'Número de comprobantes' }).fill('120');
      await typeDay(dialog, /Fecha fin de contratación/, `${new Date().getUTCFullYear() + 1}-06-30`);
      await dialog.getByRole('button', { name: 'Asignar' }).click();
      await shows(page.getByText('Comprobantes asignados.'));
      const row = page
        .getByRole('table', { name: 'Empresas afiliadas' })
        .getByRole('row', { name: /Rosa Elena/ });
      await shows(row.getByText('126'));
    });
  });

  it('adds a partner firm it brings', async () => {
    await asPartner(async (page) => {
      await page.getByRole('button', { name: 'Agregar Partner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar Partner' });
      await shows(
        dialog
          .getByRole('table', { name: 'Empresas del partner' })
          .getByText('Ferretería El Constructor, S.A.'),
      );
      const ruc = '155790003-2-2026';
      const dv = computeRucDv(ruc, 'juridica');
      await dialog.getByRole('textbox', { name: 'RUC', exact: true }).fill(ruc);
      await dialog.getByRole('textbox', { name: 'DV', exact: true }).fill(dv.ok ? dv.value : '00');
      await dialog
        .getByRole('textbox', { name: 'Razón social', exact: true })
        .fill('Contadores de Veraguas, S.A.');
      await dialog
        .getByRole('textbox', { name: 'Correo electrónico', exact: true })
        .fill('socios@contaveraguas.test');
      await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('958-1122');
      await dialog.getByRole('combobox', { name: 'Ubicación geográfica' }).fill('BELLA VISTA');
      await page.getByRole('option', { name: 'PANAMA / PANAMA / BELLA VISTA' }).first().click();
      await dialog
        .getByRole('textbox', { name: 'Dirección', exact: true })
        .fill('Avenida Central, Santiago de Veraguas');
      await dialog.getByRole('button', { name: 'Agregar Partner' }).click();
      await shows(page.getByText('Contadores de Veraguas, S.A. agregado como partner.'));
      await shows(
        page.getByRole('table', { name: 'Empresas afiliadas' }).getByText('Contadores de Veraguas, S.A.'),
      );
    });
  });
});
