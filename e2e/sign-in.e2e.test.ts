import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, shows, showsNone, signIn, waitForTitle } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
}

async function topLevelMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  return (await menu.locator(':scope > ul > *').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

describe('signing in as the demo company', () => {
  it('takes the administrator to the home page, with the company, the greeting and every permitted menu', async () => {
    await withPage(async (page) => {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Ana Administradora'));
      await shows(page.getByText('Comercializadora Demo Facturar, S.A.'));
      await waitForTitle(page, 'Inicio | Facturar');
      await shows(page.getByRole('button', { name: /Noticias/ }));
      await showsNone(page.getByRole('button', { name: /Alertas/ }));

      await openMenu(page);
      expect(await topLevelMenu(page)).toEqual([
        'Inicio',
        'Administración',
        'Generación de Comprobantes',
        'Repositorio de Comprobantes',
        'Reporte de Comprobantes',
        'Eventos',
        'Consultas',
      ]);
      await page.getByRole('button', { name: 'Administración' }).click();
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      for (const item of [
        'Clientes',
        'Proveedores',
        'Usuarios',
        'Productos/Servicios',
        'Puntos de Emisión',
        'Asignación de Puntos de Emisión',
      ]) {
        await shows(nav.getByRole('button', { name: item, exact: true }));
      }
      await showsNone(nav.getByRole('button', { name: 'Empresas', exact: true }));
    });
  });

  it('shows the internal user only what an invoicer may use', async () => {
    await withPage(async (page) => {
      await signIn(page, 'int@demo.facturar.test');
      await shows(page.getByText('Bienvenido Iván Facturador'));
      await openMenu(page);
      expect(await topLevelMenu(page)).toEqual([
        'Inicio',
        'Administración',
        'Generación de Comprobantes',
        'Repositorio de Comprobantes',
        'Reporte de Comprobantes',
        'Eventos',
      ]);
      await page.getByRole('button', { name: 'Administración' }).click();
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      await shows(nav.getByRole('button', { name: 'Clientes', exact: true }));
      await showsNone(nav.getByRole('button', { name: 'Usuarios', exact: true }));
      await showsNone(nav.getByRole('button', { name: 'Puntos de Emisión', exact: true }));
    });
  });

  it('opens a screen from the menu under its title, and GEN items through the prerequisite check', async () => {
    await withPage(async (page) => {
      await signIn(page, 'adm@demo.facturar.test');
      await openMenu(page);
      await page.getByRole('button', { name: 'Administración', exact: true }).click();
      await page.getByRole('button', { name: 'Clientes', exact: true }).click();
      await shows(page.getByRole('button', { name: 'Nuevo Cliente' }));
      await shows(page.getByRole('banner').getByText('Clientes | Facturar'));
      await waitForTitle(page, 'Clientes | Facturar');

      await openMenu(page);
      await page.getByRole('button', { name: 'Generación de Comprobantes' }).click();
      await page.getByRole('button', { name: 'Factura de Operación Interna', exact: true }).click();
      await shows(page.getByText('Emisión de Factura de Operación Interna'));
    });
  });
});

describe('when signing in goes wrong', () => {
  it('says so for a wrong password and for blank fields', async () => {
    await withPage(async (page) => {
      await signIn(page, 'adm@demo.facturar.test', 'no-es-la-clave');
      await shows(page.getByText('Usuario o contraseña inválido.'));
      await page.getByLabel('Usuario', { exact: true }).fill('');
      await page.getByLabel('Contraseña', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await shows(page.getByText('Ingrese todos los campos'));
    });
  });

  it('locks a user after repeated failures and then says so whatever password is tried, the right one too', async () => {
    await withPage(async (page) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        await signIn(page, 'bloqueo@demo.facturar.test', 'clave-equivocada');
        await shows(page.getByText('Usuario o contraseña inválido.'));
      }
      await signIn(page, 'bloqueo@demo.facturar.test', 'clave-equivocada');
      await shows(page.getByText('Usuario bloqueado.'));
      await signIn(page, 'bloqueo@demo.facturar.test');
      await shows(page.getByText('Usuario bloqueado.'));
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('tells a deactivated user so', async () => {
    await withPage(async (page) => {
      await signIn(page, 'inactivo@demo.facturar.test');
      await shows(page.getByText('El usuario fue desactivado.'));
    });
  });
});

async function findTemporaryPassword(to: string): Promise<string | undefined> {
  const outbox = inject('outboxDir');
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = await simpleParser(readFileSync(join(outbox, file)));
    const recipients = [mail.to ?? []]
      .flat()
      .flatMap((address) => address.value.map((entry) => entry.address));
    const password = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1];
    if (recipients.includes(to) && password) return password;
  }
  return undefined;
}

/** The temporary password of the recovery mail, which a worker sends a moment after the request. */
async function latestTemporaryPassword(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const password = await findTemporaryPassword(to);
    if (password) return password;
    if (Date.now() > deadline) throw new Error(`No recovery mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a forgotten password', () => {
  it('is reset by e-mail and the temporary one must be changed before entering', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Olvidó su Contraseña?' }).click();
      await page.getByLabel('Usuario (correo electrónico)').fill('olvido@demo.facturar.test');
      await page.getByRole('button', { name: 'Enviar' }).click();
      // The answer is the same for every user name and shows the address only masked.
      await shows(page.getByText('su correo electrónico: o***@d***.test', { exact: false }));
      await showsNone(page.getByText('olvido@demo.facturar.test', { exact: false }));

      await signIn(
        page,
        'olvido@demo.facturar.test',
        await latestTemporaryPassword('olvido@demo.facturar.test'),
      );
      const dialog = page.getByRole('dialog', { name: 'Cambio de contraseña obligatorio' });
      await shows(dialog);
      await dialog.getByLabel('Contraseña nueva').fill('corta');
      await dialog.getByLabel('Confirmación de contraseña').fill('otra');
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await shows(dialog.getByText('La contraseña debe tener al menos 8 caracteres.'));

      await dialog
        .getByLabel('Contraseña actual')
        .fill(await latestTemporaryPassword('olvido@demo.facturar.test'));
      await dialog.getByLabel('Contraseña nueva').fill('MiClaveNueva2026!');
      await dialog.getByLabel('Confirmación de contraseña').fill('MiClaveNueva2026!');
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Olga Olvidadiza'));
    });
  });
});

describe('signing out', () => {
  it('asks for confirmation, returns to the login screen and leaves nothing in the browser', async () => {
    await withPage(async (page) => {
      await signIn(page, 'int@demo.facturar.test');
      await shows(page.getByText('Bienvenido Iván Facturador'));
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      await shows(page.getByText('¿Está seguro de que desea salir?'));
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await shows(page.getByText('Bienvenido Iván Facturador'));

      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await shows(page.getByRole('button', { name: 'Ingresar' }));
      const stored = await page.evaluate(() => ({
        local: window.localStorage.length,
        session: window.sessionStorage.length,
      }));
      expect(stored).toEqual({ local: 0, session: 0 });
      await page.goto('/facturacion');
      await shows(page.getByRole('button', { name: 'Ingresar' }));
    });
  });
});
