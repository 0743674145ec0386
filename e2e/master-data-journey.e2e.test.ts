import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';
import {
  addDetail,
  chooseCustomer,
  closeGeneratedDialog,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  waitForAuthorised,
} from './support/emission.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signedIn(username: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await signIn(page, username);
    await page.waitForURL('**/facturacion');
    await run(page);
  } finally {
    await context.close();
  }
}

async function openAdministration(page: Page, item: string, title: string): Promise<void> {
  await openFromMenu(page, 'Administración', item);
  await shows(page.getByRole('heading', { name: title }));
}

/** A dialog's text field by its label, which carries ' *' when the field is required. */
function field(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
}

async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('a company sets up its own master data and invoices with it', () => {
  it(
    'creates a customer, a product and a billing point, assigns the point, and the user invoices from it',
    { timeout: 240_000 },
    async () => {
      await signedIn('adm@demo.facturar.test', async (page) => {
        await openAdministration(page, 'Clientes', 'Clientes');
        await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
        const customer = page.getByRole('dialog', { name: 'Nuevo Cliente' });
        // A taxpayer of the DGI's registry (the PAC sandbox's), not yet a customer of the company.
        await field(customer, 'Identificación').fill('8-274-125');
        await field(customer, 'DV').fill('91');
        await pick(page, 'Tipo de contribuyente', 'Natural');
        await field(customer, 'Nombres / Razón social').fill('María Pérez González');
        await field(customer, 'Correo').fill('maria.perez@correo.test');
        await field(customer, 'Dirección').fill('Calle 50, Bella Vista');
        await page.getByRole('combobox', { name: 'Ubicación geográfica' }).fill('BELLA VISTA');
        await page.getByRole('option').first().click();
        await customer.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('María Pérez González agregado como cliente.'));

        await openAdministration(page, 'Productos/Servicios', 'Productos/Servicios');
        await page.getByRole('button', { name: 'Nuevo Producto / Servicio' }).click();
        const product = page.getByRole('dialog', { name: 'Nuevo Producto / Servicio' });
        await field(product, 'Código principal').fill('HER-220');
        await field(product, 'Descripción').fill('Taladro percutor 220 V');
        await field(product, 'Precio unitario').fill('89.90');
        await pick(page, 'Medida', 'Cantidad');
        await pick(page, 'Familia de medida', 'Unidades y empaques');
        await pick(page, 'Unidad de medida', /^und - Unidad$/);
        await pick(page, 'Segmento de bienes y servicios', /^27 - /);
        await pick(page, 'Familia de bienes y servicios', /^2711 - /);
        await product.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('Producto/Servicio Agregado'));
        await shows(page.getByRole('cell', { name: 'Taladro percutor 220 V' }));
        await page.getByRole('button', { name: 'Nuevo Producto / Servicio' }).click();
        await field(product, 'Código principal').fill('HER-220');
        await field(product, 'Descripción').fill('Otro taladro');
        await field(product, 'Precio unitario').fill('1');
        await product.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('El Código principal ya está asignado a otro producto.'));
        await product.getByRole('button', { name: 'Cancelar' }).click();

        await openAdministration(page, 'Puntos de Emisión', 'Puntos de Emisión');
        await page.getByRole('button', { name: 'Agregar', exact: true }).click();
        const point = page.getByRole('dialog', { name: 'Agregar Punto de Facturación' });
        await field(point, 'Establecimiento').fill('3');
        await field(point, 'Punto de Facturación').fill('7');
        await field(point, 'Dirección').fill('Sucursal Bocas del Toro');
        await field(point, 'Coordenadas').fill('95.3403,-82.2410');
        await point.getByRole('button', { name: 'Guardar' }).click();
        await shows(point.getByText('La latitud debe estar entre -90 y 90 y la longitud entre -180 y 180.'));
        await field(point, 'Coordenadas').fill('9.340300,-82.241000');
        await point.getByRole('button', { name: 'Guardar' }).click();
        await shows(page.getByText('Punto de Facturación registrado.'));
        await page.getByRole('button', { name: 'Ver detalle 0003-007' }).click();
        const detail = page.getByRole('dialog', { name: 'Detalle del Punto de Facturación' });
        expect(await detail.getByRole('textbox', { name: 'Número de factura actual' }).inputValue()).toBe(
          '0000000000',
        );
        await detail.getByRole('button', { name: 'Cerrar' }).click();

        await openAdministration(page, 'Asignación de Puntos de Emisión', 'Asignación de Puntos de Emisión');
        await page.getByRole('button', { name: 'Asignar Punto de Facturación' }).click();
        const assign = page.getByRole('dialog', { name: 'Asignar Punto de Facturación' });
        await assign.getByRole('button', { name: 'Asignar' }).click();
        await shows(assign.getByText('Seleccione un usuario.'));
        await shows(assign.getByText('Seleccione un punto de facturación.'));
        await pick(page, 'Usuario', /^Carlos Cajero/);
        await pick(page, 'Punto de Facturación', /^0003-007/);
        await assign.getByRole('button', { name: 'Asignar' }).click();
        await shows(page.getByText('Punto de Facturación asignado.'));
        await shows(page.getByRole('cell', { name: 'Carlos Cajero' }));
        await page.getByRole('button', { name: 'Asignar Punto de Facturación' }).click();
        await pick(page, 'Usuario', /^Carlos Cajero/);
        await pick(page, 'Punto de Facturación', /^0000-001/);
        await assign.getByRole('button', { name: 'Asignar' }).click();
        await shows(
          page.getByText('El usuario seleccionado, ya se encuentra asignado a otro punto de facturación.'),
        );
        await assign.getByRole('button', { name: 'Cancelar' }).click();
      });

      await signedIn('cajero@demo.facturar.test', async (page) => {
        await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
        await fillGeneralData(page);
        await chooseCustomer(page, 'María Pérez', /María Pérez González/);
        await addDetail(page, {
          search: 'HER-220',
          product: /^HER-220 - Taladro percutor 220 V/,
          quantity: '2',
        });
        const generated = await signAndAuthorise(page);
        await closeGeneratedDialog(page);
        await waitForAuthorised(page, generated);
        await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
        await shows(page.getByRole('cell', { name: '0003-007-0000000001' }));
      });
    },
  );

  it('removes the assignment after confirming it, naming the point and the user', async () => {
    await signedIn('adm@demo.facturar.test', async (page) => {
      await openAdministration(page, 'Asignación de Puntos de Emisión', 'Asignación de Puntos de Emisión');
      await page.getByRole('button', { name: 'Quitar asignación de Carlos Cajero' }).click();
      const confirm = page.getByRole('dialog', { name: 'Quitar asignación' });
      await shows(
        confirm.getByText(
          'Está seguro de eliminar la asignación del punto de facturación 0003-007 al usuario Carlos Cajero?',
        ),
      );
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await shows(page.getByText('Se eliminó la asignación del punto 0003-007 al usuario Carlos Cajero.'));
    });
  });
});
