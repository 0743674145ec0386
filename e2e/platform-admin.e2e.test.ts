import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findOutboxMail } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, signIn, typeDay } from './support/browser.ts';

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

async function asAdministrator(
  item: string,
  title: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'admin@facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Administración', item);
    await shows(page.getByRole('heading', { name: title }));
    await run(page);
  } finally {
    await context.close();
  }
}

describe('the platform administrator’s companies', () => {
  it('edits a subscription key (SUS), refusing one over 300 characters', async () => {
    await asAdministrator('Clave Suscripción', 'Clave de Suscripción', async (page) => {
      await page.getByLabel('RUC/Razón Social').fill('Transportes');
      const table = page.getByRole('table', { name: 'Clave de Suscripción' });
      await shows(table.getByText('sk-tce-90aa21f7e6c34d15'));
      await table
        .getByRole('button', { name: 'Editar la clave de Transportes Chiriquí Express, S.A.' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Clave de suscripción' });
      expect(await dialog.getByLabel('RUC').inputValue()).toBe('155723456-2-2023');
      const key = dialog.getByLabel('Clave de suscripción');
      await key.fill('k'.repeat(301));
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(dialog.getByText('No ingrese más de 300 caracteres.'));
      await key.fill('sk-tce-rotada-noviembre-2026');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Clave de suscripción de empresa editada.'));
      await shows(table.getByText('sk-tce-rotada-noviembre-2026'));
    });
  });

  it('lists the companies (AEM), searches by parameters, shows one and updates another', async () => {
    await asAdministrator('Empresas', 'Empresas', async (page) => {
      const table = page.getByRole('table', { name: 'Empresas' });
      await shows(table.getByText('Ferretería El Constructor, S.A.'));
      await shows(table.getByText('Ilimitado'));
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(page.getByText('Ingrese al menos un parámetro'));
      await page.getByLabel('Tipo de pago').click();
      await page.getByRole('option', { name: 'Pospago' }).click();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await shows(table.getByText('Farmacia San Judas Tadeo, S.A.'));
      await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
      await page.getByRole('button', { name: 'Limpiar / Mostrar Todos' }).click();
      await shows(table.getByText('Ferretería El Constructor, S.A.'));

      await table
        .getByRole('button', { name: 'Reporte de comprobantes emitidos de Ferretería El Constructor, S.A.' })
        .click();
      const report = page.getByRole('dialog', {
        name: 'Reporte de Comprobantes Emitidos de Ferretería El Constructor, S.A.',
      });
      await report.getByRole('button', { name: 'Generar' }).click();
      await shows(report.getByText('Ingrese la fecha de inicio.'));
      await typeDay(report, /Fecha inicio/, panamaDay(-30));
      await typeDay(report, /Fecha fin/, panamaDay());
      await report.getByRole('combobox', { name: /Tipo de comprobante/ }).click();
      await page.getByRole('option', { name: 'Anulados' }).click();
      await report.getByRole('button', { name: 'Generar' }).click();
      // The company's own (empty) cancelled list, not a refusal of the company.
      await shows(page.getByText('No existen datos para los filtros seleccionados'));
      await report.getByRole('button', { name: 'Cerrar' }).click();

      await table.getByRole('button', { name: 'Ver información de Ferretería El Constructor, S.A.' }).click();
      const info = page.getByRole('dialog', { name: 'Información de la Empresa' });
      await shows(info.getByText('administracion@elconstructor.test'));
      await shows(info.getByText('500'));
      await info.getByRole('button', { name: 'Cerrar' }).click();

      await table.getByRole('button', { name: 'Editar Clínica Dental Sonrisas del Este, S.A.' }).click();
      const form = page.getByRole('dialog', { name: 'Actualizar Empresa' });
      await form.getByLabel('Teléfono').fill('29-7788');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await shows(form.getByText('Ingrese el teléfono con el formato 123-4567 o 1234-5678.'));
      await form.getByLabel('Teléfono').fill('290-7799');
      await form.getByLabel('Empresa contadora').click();
      await page.getByRole('option', { name: 'Auditores y Consultores del Pacífico, S.A.' }).click();
      await form.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Empresa actualizada.'));
      const row = table.getByRole('row', { name: /Clínica Dental Sonrisas del Este/ });
      await shows(row.getByText('Auditores y Consultores del Pacífico, S.A.'));
    });
  });

  it('shows the accounting firms with their companies (ACT)', async () => {
    await asAdministrator('Contadores', 'Contadores', async (page) => {
      await page.getByRole('button', { name: /Contadores Asociados del Istmo/ }).click();
      const companies = page.getByRole('table', { name: 'Empresas de Contadores Asociados del Istmo, S.A.' });
      await shows(companies.getByText('Comercializadora Demo Facturar, S.A.'));
      await shows(companies.getByText('Rosa Elena Castillo Méndez'));
    });
  });

  it('gives a company the partner profile (ADP), whose user receives a temporary password', async () => {
    await asAdministrator('Adm. Partners', 'Administración de Partners', async (page) => {
      const form = page.getByRole('form', { name: 'Asignar perfil partner a la empresa' });
      await form.getByRole('button', { name: 'Agregar' }).click();
      await shows(form.getByText('Seleccione una empresa.'));
      await shows(form.getByText('Ingrese la identificación del usuario.'));
      await form.getByRole('combobox', { name: 'Empresa' }).fill('Contadores');
      await shows(page.getByText('No se encontró datos con el argumento ingresado'));
      await form.getByRole('combobox', { name: 'Empresa' }).fill('Ferreter');
      await page.getByRole('option', { name: /Ferretería El Constructor/ }).click();
      await form.getByRole('textbox', { name: 'Correo del usuario' }).fill('socia@elconstructor.test');
      await form.getByRole('textbox', { name: 'Identificación del usuario' }).fill('8-741-2020');
      await form.getByRole('button', { name: 'Agregar' }).click();
      await shows(form.getByText('No puede contener caracteres especiales, solo letras o números.'));
      await form.getByRole('textbox', { name: 'Identificación del usuario' }).fill('87412020');
      await form.getByRole('button', { name: 'Agregar' }).click();
      await shows(page.getByText('Usuario Registrado como Partner.'));
      const mail = await findOutboxMail(inject('outboxDir'), 'socia@elconstructor.test');
      expect(mail.text).toContain('Contraseña temporal:');
    });
  });
});
