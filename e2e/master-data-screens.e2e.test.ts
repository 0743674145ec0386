import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import { fillGeneralData, openEmission } from './support/emission.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function asAdministrator(
  item: string,
  title: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, 'adm@demo.facturar.test');
    await page.waitForURL('**/facturacion');
    await openFromMenu(page, 'Administración', item);
    await shows(page.getByRole('heading', { name: title }));
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
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('products and services (PRO)', () => {
  it('checks the price, edits a product without its main code and an inactive one is not offered for sale', async () => {
    await asAdministrator('Productos/Servicios', 'Productos/Servicios', async (page) => {
      await page.getByRole('button', { name: 'Nuevo Producto / Servicio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Producto / Servicio' });
      await field(dialog, 'Código principal').fill('LIM-500');
      await field(dialog, 'Descripción').fill('Desinfectante multiuso 500 ml');
      // Past 6 decimals, and letters in a GTIN, are not taken into the field.
      await field(dialog, 'Precio unitario').fill('1.123456');
      await field(dialog, 'Precio unitario').pressSequentially('7');
      expect(await field(dialog, 'Precio unitario').inputValue()).toBe('1.123456');
      await field(dialog, 'GTIN de comercialización').fill('12');
      await field(dialog, 'GTIN de comercialización').pressSequentially('a');
      expect(await field(dialog, 'GTIN de comercialización').inputValue()).toBe('12');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Producto/Servicio Agregado'));

      const search = page.getByLabel('Código principal / Descripción');
      await search.fill('LIM-500');
      await shows(page.getByRole('cell', { name: 'Desinfectante multiuso 500 ml' }));
      await page.getByRole('button', { name: 'Editar LIM-500' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Producto / Servicio' });
      expect(await field(edit, 'Código principal').isDisabled()).toBe(true);
      await field(edit, 'Precio unitario').fill('2.5');
      await edit.getByRole('radio', { name: 'Inactivo' }).check();
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Producto/Servicio editado.'));
      await shows(page.getByRole('cell', { name: 'Inactivo' }));
      await shows(page.getByRole('cell', { name: '2.50' }));

      await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
      await fillGeneralData(page);
      await page.getByRole('button', { name: 'Agregar Detalle' }).click();
      const detail = page.getByRole('dialog', { name: 'Nuevo detalle' });
      await detail.getByLabel('Producto').fill('LIM-500');
      await shows(page.getByText('No se encontró datos con el argumento ingresado'));
    });
  });
});

describe('providers (PRV)', () => {
  it('adds a provider by passport, finds it and edits it', async () => {
    await asAdministrator('Proveedores', 'Proveedores', async (page) => {
      await page.getByRole('button', { name: 'Agregar Proveedor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Proveedor' });
      await pick(page, 'Tipo de documento', 'Pasaporte');
      await pick(page, 'Tipo de receptor', /Extranjero/);
      await field(dialog, 'Identificación').fill('PA7788990');
      await field(dialog, 'Nombres / Razón social').fill('Marco Rossi Consulting');
      await field(dialog, 'Correo').fill('marco@rossi.test');
      await page.getByRole('combobox', { name: /^País/ }).fill('ital');
      await page.getByRole('option', { name: 'ITALIA' }).click();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Proveedor almacenado.'));

      await page.getByLabel('RUC/DNI/Nombres').fill('Rossi');
      await shows(page.getByRole('cell', { name: 'Marco Rossi Consulting' }));
      await page.getByRole('button', { name: 'Editar Marco Rossi Consulting' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Proveedor' });
      await field(edit, 'Teléfono').fill('123');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(edit.getByText('Ingrese entre 7 y 12 caracteres.'));
      await field(edit, 'Teléfono').fill('6123-4567');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Proveedor editado.'));
      await shows(page.getByRole('cell', { name: '6123-4567' }));
    });
  });
});

describe('billing points (CSE)', () => {
  it('refuses a taken branch and point, and closes a point', async () => {
    await asAdministrator('Puntos de Emisión', 'Puntos de Emisión', async (page) => {
      await shows(page.getByRole('cell', { name: 'Sucursal David, Avenida Obaldía' }));
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar Punto de Facturación' });
      await field(dialog, 'Establecimiento').fill('1');
      await field(dialog, 'Punto de Facturación').fill('1');
      await field(dialog, 'Dirección').fill('Otra caja en David');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('El secuencial ya existe.'));
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: 'Editar 0002-001' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Punto de Facturación' });
      await edit.getByRole('radio', { name: 'Cerrado' }).check();
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Punto de emisión editado.'));
      await page.getByRole('button', { name: 'Ver detalle 0002-001' }).click();
      const detail = page.getByRole('dialog', { name: 'Detalle del Punto de Facturación' });
      expect(await detail.getByRole('textbox', { name: 'Estado' }).inputValue()).toBe('Cerrado');
    });
  });
});
