import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoRuc, findOutboxMail, openApiSession } from './support/api.ts';
import { launchBrowser, newPage, openFromMenu, shows, showsNone, signIn } from './support/browser.ts';
import {
  addDetail,
  closeGeneratedDialog,
  consulting,
  fillGeneralData,
  openEmission,
  signAndAuthorise,
  waitForAuthorised,
} from './support/emission.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: admin } = await newPage(browser, baseUrl));
  await signIn(admin, 'adm@demo.facturar.test');
  await admin.waitForURL('**/facturacion');
  await openFromMenu(admin, 'Administración', 'Usuarios');
  await shows(admin.getByRole('heading', { name: 'Administración de Usuarios' }));
});
afterAll(async () => browser?.close());

const users = () => admin.getByRole('table', { name: 'Usuarios de la empresa' });

/** A field by its label, marked required (a thin space and '*') or not. */
function fieldLabel(label: string): RegExp {
  return new RegExp(`^${label}(\\s*\\*)?$`);
}

async function fillNewUser(
  dialog: ReturnType<Page['getByRole']>,
  user: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(user)) {
    await dialog.getByLabel(fieldLabel(label)).fill(value);
  }
}

describe('Administración de Usuarios', () => {
  it('adds an invoicer who is mailed a temporary password, must change it, and then issues an invoice', async () => {
    await admin.getByRole('button', { name: 'Agregar Usuario' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo Usuario' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(dialog.getByText('Ingrese la identificación del usuario.'));
    await shows(dialog.getByText('El nombre del usuario es necesario.'));
    await shows(dialog.getByText('El correo del usuario es necesario.'));

    await fillNewUser(dialog, {
      Identificación: 'E2E7788',
      Nombre: 'Elena Nueva',
      Correo: 'elena.nueva@demo.facturar.test',
      Teléfono: '661234567',
    });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(dialog.getByText('El formato del teléfono no es correcto.'));
    await dialog.getByLabel(fieldLabel('Teléfono')).fill('6612-3344');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(admin.getByText('Usuario Agregado.'));
    await dialog.waitFor({ state: 'detached' });
    await shows(users().getByRole('cell', { name: 'elena.nueva@demo.facturar.test' }));

    // The same e-mail again: 409, naming the company's own user (ADR 0102), and the form keeps what was typed.
    await admin.getByRole('button', { name: 'Agregar Usuario' }).click();
    await fillNewUser(dialog, {
      Identificación: 'E2E7789',
      Nombre: 'Elena Repetida',
      Correo: 'elena.nueva@demo.facturar.test',
    });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await shows(
      dialog.getByText('El correo elena.nueva@demo.facturar.test ya es de un usuario de esta empresa.'),
    );
    expect(await dialog.getByLabel(fieldLabel('Nombre')).inputValue()).toBe('Elena Repetida');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const mail = await findOutboxMail(inject('outboxDir'), 'elena.nueva@demo.facturar.test');
    expect(mail.subject).toBe('Facturar: su usuario de facturación electrónica');
    const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';

    // The demo company has several billing points, so a new user holds none until the administrator assigns
    // one ('Asignación de Puntos de Emisión', whose own journey is master-data-journey.e2e.test.ts).
    const api = await openApiSession(baseUrl);
    const assignable = await api.call<{ idAsignacionEmpresaUsuario: number; nombreUsuarioAcceso: string }[]>(
      `/asignacion/secuencial/usuario/usuarios/${demoRuc}`,
    );
    const elena = assignable.find((user) => user.nombreUsuarioAcceso === 'elena.nueva@demo.facturar.test');
    const points = await api.call<{ idSecuencial: number; estado: boolean }[]>(
      `/asignacion/secuencial/usuario/secuenciales/${demoRuc}`,
    );
    const open = points.find((point) => point.estado);
    await api.call(
      `/asignacion/secuencial/usuario/asignacion-secuencial-usuario/${elena?.idAsignacionEmpresaUsuario}/${open?.idSecuencial}`,
    );

    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'elena.nueva@demo.facturar.test', temporary);
      const change = page.getByRole('dialog', { name: 'Cambio de contraseña obligatorio' });
      await change.getByLabel('Contraseña actual').fill(temporary);
      await change.getByLabel('Contraseña nueva').fill('ElenaFactura2026!');
      await change.getByLabel('Confirmación de contraseña').fill('ElenaFactura2026!');
      await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Elena Nueva'));

      await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
      await fillGeneralData(page);
      await addDetail(page, { ...consulting, quantity: '1' });
      const generated = await signAndAuthorise(page);
      await closeGeneratedDialog(page);
      await waitForAuthorised(page, generated);
    } finally {
      await context.close();
    }
  });

  it('searches from three characters, shows the detail, keeps PRI fixed, and a same profile is no change', async () => {
    const search = admin.getByLabel('Buscar usuario por: RUC/Cédula/Nombres');
    await search.fill('El');
    await shows(users().getByRole('cell', { name: 'desbloqueo@demo.facturar.test' }));
    const searched = admin.waitForResponse((response) =>
      response.url().includes('/api/admin/usuarios/buscar/'),
    );
    await search.fill('Elena');
    await searched;
    await showsNone(users().getByRole('cell', { name: 'desbloqueo@demo.facturar.test' }));
    await shows(users().getByRole('cell', { name: 'Elena Nueva' }));

    await admin.getByRole('button', { name: 'Ver Información de Elena Nueva' }).click();
    const detail = admin.getByRole('dialog', { name: 'Detalle del Usuario' });
    expect(await detail.getByLabel(fieldLabel('Teléfono')).inputValue()).toBe('6612-3344');
    expect(await detail.getByLabel(fieldLabel('Estado')).inputValue()).toBe('Activo');
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    await admin.getByRole('button', { name: 'Editar Perfil de Elena Nueva' }).click();
    const profile = admin.getByRole('dialog', { name: 'Editar el Perfil del Usuario' });
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await shows(profile.getByText('Aún no selecciona el nuevo perfil.'));
    await profile.getByRole('combobox', { name: fieldLabel('Nuevo perfil') }).click();
    await admin.getByRole('option', { name: 'Interno' }).click();
    await profile.getByRole('button', { name: 'Guardar' }).click();
    await shows(admin.getByText('Perfil Editado'));

    await search.fill('');
    await admin.getByRole('button', { name: 'Agregar Usuario' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo Usuario' });
    await fillNewUser(dialog, {
      Identificación: 'E2E7790',
      Nombre: 'Pedro Pendiente',
      Correo: 'pedro.pendiente@demo.facturar.test',
    });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Editar Información de Pedro Pendiente' }).click();
    const edit = admin.getByRole('dialog', { name: 'Editar Usuario' });
    await shows(edit.getByText('Puede cambiar el estado del usuario, posterior al primer inicio de sesión.'));
    await edit.getByLabel(fieldLabel('Nombre')).fill('');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await shows(edit.getByText('El es nombre necesario.'));
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('unlocks a blocked user, who then signs in with a fresh count of attempts', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await signIn(page, 'desbloqueo@demo.facturar.test', 'clave-equivocada');
      }
      await shows(page.getByText('Usuario bloqueado.'));

      await admin.getByLabel('Buscar usuario por: RUC/Cédula/Nombres').fill('Diego');
      await admin.getByRole('button', { name: 'Editar Información de Diego Desbloqueo' }).click();
      const edit = admin.getByRole('dialog', { name: 'Editar Usuario' });
      await edit.getByRole('combobox', { name: fieldLabel('Estado') }).click();
      await admin.getByRole('option', { name: 'Activo', exact: true }).click();
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(admin.getByText('Usuario editado.'));

      await signIn(page, 'desbloqueo@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Diego Desbloqueo'));
    } finally {
      await context.close();
    }
  });
});
