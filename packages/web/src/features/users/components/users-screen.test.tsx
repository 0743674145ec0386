import { userEndpoints, userRuleMessages, type CompanyUser } from '@facturar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, pageOf, refuse, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps, testCompanyRuc } from '#web/testing/render-screen.tsx';
import { UsersScreen } from './users-screen.tsx';

function companyUser(id: number, name: string, email: string): CompanyUser {
  return {
    idAsignacionEmpresaUsuario: id,
    usuario: { identificacionUsuario: `8100${id}`, typeDocumente: 'C' },
    nombreUsuario: name,
    nombreUsuarioAcceso: email,
    correoPrincipalUsuario: email,
    telefonoPrincipalUsuario: null,
    direccionUsuario: null,
    fechaRegistro: '2026-11-01T10:00:00Z',
    estadoUsuario: 'ACT',
    asignacionPerfilUsuarios: [{ perfil: { idPerfil: 'INT', nombre: 'INT' } }],
  };
}

/** The company's users, as the server keeps them while the test runs: a saved user joins the list. */
function serveUsers(users: CompanyUser[]) {
  serve(
    handle(userEndpoints.list, ({ params }) => {
      expect(params.ruc).toBe(testCompanyRuc);
      return pageOf(users);
    }),
    handle(userEndpoints.search, ({ query }) => {
      const term = (query.get('parametroBusqueda') ?? '').toLowerCase();
      return users.filter((user) => user.nombreUsuario.toLowerCase().includes(term));
    }),
  );
}

const renderUsers = () => renderScreen(<UsersScreen {...screenProps('USU', 'Administración de Usuarios')} />);

describe('Administración de Usuarios', () => {
  it("lists the company's users with their profile", async () => {
    serveUsers([
      companyUser(1, 'Ana Pérez', 'ana@demo.test'),
      companyUser(2, 'Luis Gómez', 'luis@demo.test'),
    ]);
    await renderUsers();
    const table = await screen.findByRole('table', { name: 'Usuarios de la empresa' });
    expect(await within(table).findByText('Ana Pérez')).toBeDefined();
    expect(within(table).getByText('Luis Gómez')).toBeDefined();
    expect(within(table).getAllByText('Interno')).toHaveLength(2);
  });

  it('searches from three characters typed', async () => {
    serveUsers([
      companyUser(1, 'Ana Pérez', 'ana@demo.test'),
      companyUser(2, 'Luis Gómez', 'luis@demo.test'),
    ]);
    const { user } = await renderUsers();
    const table = await screen.findByRole('table', { name: 'Usuarios de la empresa' });
    await within(table).findByText('Luis Gómez');
    await user.type(screen.getByLabelText('Buscar usuario por: RUC/Cédula/Nombres'), 'lui');
    await waitForRowsToBe(table, ['Luis Gómez']);
  });

  it("'Nuevo Usuario' refuses a missing name, then adds the user and the list shows them", async () => {
    const users = [companyUser(1, 'Ana Pérez', 'ana@demo.test')];
    serveUsers(users);
    serve(
      handle(userEndpoints.create, ({ body }) => {
        users.unshift({ ...companyUser(2, body.nombreUsuario, body.correoPrincipalUsuario) });
        return { mensaje: 'Usuario registrado', idAsignacionEmpresaUsuario: 2 };
      }),
    );
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Usuario' });
    await user.type(within(dialog).getByLabelText(/^Identificación/), '81002');
    await user.type(within(dialog).getByLabelText(/^Correo/), 'marta@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(userRuleMessages.newNameRequired)).toBeDefined();

    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Marta Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario Agregado.')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Nuevo Usuario' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Usuarios de la empresa' });
    expect(await within(table).findByText('Marta Ruiz')).toBeDefined();
  });

  it("shows the spec's message of a refused new user in the dialog, which stays open", async () => {
    serveUsers([]);
    serve(handle(userEndpoints.create, () => refuse(409, '')));
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Agregar Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Usuario' });
    await user.type(within(dialog).getByLabelText(/^Identificación/), '81002');
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Marta Ruiz');
    await user.type(within(dialog).getByLabelText(/^Correo/), 'ana@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La Identificación o el Correo ya se encuentra registrado a otro usuario del sistema',
    );
  });
});

async function waitForRowsToBe(table: HTMLElement, names: string[]) {
  await waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(names);
  });
}
