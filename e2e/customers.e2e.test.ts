import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withRegistryAnswering } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, showsNone, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function onCustomers(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Administración', 'Clientes');
    await shows(page.getByRole('heading', { name: 'Clientes' }));
    await run(page);
  } finally {
    await context.close();
  }
}

/** A dialog's text field by its label, which carries ' *' when the field is required. */
function field(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
}

async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function typeAndPick(page: Page, label: string, text: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

describe('customers (CLI)', () => {
  it('registers a local customer, also as a provider, after showing what is missing', async () => {
    await onCustomers(async (page) => {
      // The first page of the list, 15 rows, newest first.
      await shows(page.getByText(/^1-15 de \d+$/));
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(dialog.getByText('El dígito verificador debe tener exactamente 2 dígitos.'));
      await shows(dialog.getByText('La ubicación geográfica es necesaria.'));
      await shows(dialog.getByText('El correo es necesario.'));
      // The dialog closes only by 'Cancelar' or 'Guardar' (spec 001 §4).
      await page.keyboard.press('Escape');
      await shows(dialog);

      await field(dialog, 'Identificación').fill('155712345-2-2020');
      await field(dialog, 'DV').fill('50');
      await pick(page, 'Tipo de contribuyente', 'Jurídico');
      await field(dialog, 'Nombres / Razón social').fill('Ferretería & Materiales Chiriquí, S.A.');
      await field(dialog, 'Correo').fill('compras@ferrechiriqui.test');
      await field(dialog, 'Teléfono').fill('12345');
      await field(dialog, 'Dirección').fill('Avenida Obaldía, David');
      await typeAndPick(page, 'Ubicación geográfica', 'DAVID', /CHIRIQUI \/ DAVID \/ DAVID \(CABECERA\)$/);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(dialog.getByText('Ingrese entre 7 y 12 caracteres.'));
      await field(dialog, 'Teléfono').fill('775-1234');
      await dialog.getByRole('checkbox', { name: 'Registrar también como proveedor' }).check();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Ferretería Materiales Chiriquí, S.A. agregado como cliente.'));
      await shows(page.getByText('Proveedor almacenado.'));
      await dialog.waitFor({ state: 'detached' });
      await shows(page.getByRole('cell', { name: 'Ferretería Materiales Chiriquí, S.A.' }));
    });
  });

  it('registers a foreign customer of a country not in the list', async () => {
    await onCustomers(async (page) => {
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
      await pick(page, 'Tipo de receptor', /Extranjero/);
      await showsNone(field(dialog, 'DV'));
      await field(dialog, 'Identificación').fill('P-ES-4455667');
      await field(dialog, 'Nombres / Razón social').fill('Importadora Ibérica, S.L.');
      await field(dialog, 'Correo').fill('pagos@iberica.test');
      await typeAndPick(page, 'País', 'no ex', 'NO EXISTE');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(dialog.getByText('Ingrese el nombre del país.'));
      await field(dialog, 'Nombre del país').fill('Islas Canarias');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Importadora Ibérica, S.L. agregado como cliente.'));
      await shows(page.getByRole('cell', { name: 'Importadora Ibérica, S.L.' }));
    });
  });

  it('refuses a check digit the DGI does not know, keeping what was typed', () =>
    withRegistryAnswering(inject('pacUrl'), async () => {
      await onCustomers(async (page) => {
        await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
        await field(dialog, 'Identificación').fill('155700001-2-2021');
        await field(dialog, 'DV').fill('44');
        await pick(page, 'Tipo de contribuyente', 'Jurídico');
        await field(dialog, 'Nombres / Razón social').fill('Constructora Istmeña, S.A.');
        await field(dialog, 'Correo').fill('obras@istmena.test');
        await field(dialog, 'Dirección').fill('Vía Israel, San Francisco');
        await typeAndPick(
          page,
          'Ubicación geográfica',
          'SAN FRANCISCO',
          /PANAMA \/ PANAMA \/ SAN FRANCISCO$/,
        );
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText(/El dígito verificador 44 no corresponde al RUC 155700001-2-2021/));
        expect(await field(dialog, 'Nombres / Razón social').inputValue()).toBe('Constructora Istmeña, S.A.');
        await field(dialog, 'DV').fill('43');
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('Constructora Istmeña, S.A. agregado como cliente.'));
        await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
        await field(dialog, 'Identificación').fill('155700001-2-2021');
        await field(dialog, 'DV').fill('43');
        await pick(page, 'Tipo de contribuyente', 'Jurídico');
        await field(dialog, 'Nombres / Razón social').fill('Otra vez');
        await field(dialog, 'Correo').fill('otra@istmena.test');
        await field(dialog, 'Dirección').fill('Vía Israel');
        await typeAndPick(
          page,
          'Ubicación geográfica',
          'SAN FRANCISCO',
          /PANAMA \/ PANAMA \/ SAN FRANCISCO$/,
        );
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('El cliente ya existe.'));
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached' });
      });
    }));

  it('searches from 3 characters, edits a customer and exports the list', async () => {
    await onCustomers(async (page) => {
      const search = page.getByLabel('RUC/DNI/Nombres');
      await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/admin/clientes/buscar/')),
        search.fill('Glo'),
      ]);
      await shows(page.getByRole('cell', { name: 'Global Imports LLC' }));
      await shows(page.getByText('1-1 de 1'));
      await search.fill('');
      await shows(page.getByText(/^1-15 de \d+$/));
      await search.fill('Distribuidora del');
      await shows(page.getByRole('cell', { name: 'Distribuidora del Canal, S.A.' }));

      await page.getByRole('button', { name: 'Editar Distribuidora del Canal, S.A.' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
      expect(await field(dialog, 'Identificación').isDisabled()).toBe(true);
      expect(await field(dialog, 'DV').inputValue()).toBe('80');
      await field(dialog, 'Correo').fill('cuentas@distcanal.test');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Cliente editado.'));
      await shows(page.getByRole('cell', { name: 'cuentas@distcanal.test' }));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Clientes.xlsx');
    });
  });
});
