import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';
import { createTestUser, newDemoUserForm } from '../../../test/support/test-users.ts';

let adm = '';

const server = serveMailingTestServer({ MAX_FAILED_LOGINS: '3' });

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
});

const newUser = (n: string) =>
  newDemoUserForm({
    identification: `USU${n}`,
    name: `Carlos Pérez ${n}`,
    email: `carlos${n}@demo.facturar.test`,
  });

describe('Administración de Usuarios (spec 000 §7)', () => {
  it('lists in the default order when the sort names a property every object has', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const page = await server.as(adm).get(`/api/admin/usuarios/${demoRuc}?page=0&size=15&sort=${key},asc`);
      expect(page.statusCode, `${key}: ${page.body}`).toBe(200);
      expect(page.json().totalElements).toBeGreaterThanOrEqual(3);
    }
  });

  it('adds a user who is mailed, listed first, found by name, and refuses a second one with the same e-mail', async () => {
    const before = server.mail.messages.length;
    const added = await server.as(adm).post('/api/admin/usuarios/registro-usuario', newUser('1'));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ mensaje: 'Usuario Agregado.' });
    await waitForMail(server.mail.messages, 'carlos1@demo.facturar.test', 10_000, before);

    const page = await server
      .as(adm)
      .get(`/api/admin/usuarios/${demoRuc}?page=0&size=15&sort=idAsignacionEmpresaUsuario,desc`);
    expect(page.statusCode).toBe(200);
    const first = page.json().content[0];
    expect(first).toMatchObject({
      idAsignacionEmpresaUsuario: added.json().idAsignacionEmpresaUsuario,
      usuario: { identificacionUsuario: 'USU1' },
      nombreUsuario: 'Carlos Pérez 1',
      nombreUsuarioAcceso: 'carlos1@demo.facturar.test',
      estadoUsuario: 'PRI',
      asignacionPerfilUsuarios: [{ perfil: { idPerfil: 'INT', nombre: 'INT' } }],
    });
    expect(page.json().totalElements).toBeGreaterThanOrEqual(3);

    const found = await server
      .as(adm)
      .get(`/api/admin/usuarios/buscar/${demoRuc}?parametroBusqueda=p%C3%A9rez%201`);
    expect(found.json().map((user: { nombreUsuario: string }) => user.nombreUsuario)).toEqual([
      'Carlos Pérez 1',
    ]);

    const duplicate = await server.as(adm).post('/api/admin/usuarios/registro-usuario', {
      ...newUser('2'),
      correoPrincipalUsuario: 'CARLOS1@demo.facturar.test',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().apierror).toMatchObject({
      mensaje: 'El correo carlos1@demo.facturar.test ya es de un usuario de esta empresa.',
      mensajeSistema: 'USUARIO_EXISTENTE',
    });
  });

  it('refuses a bad field with its Spanish message', async () => {
    const bad = await server.as(adm).post('/api/admin/usuarios/registro-usuario', {
      ...newUser('3'),
      telefonoPrincipalUsuario: '5-55',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apierror.mensaje).toBe('Ingrese entre 7 y 12 caracteres.');
    const name = await server.as(adm).put('/api/admin/usuarios/actualizar-usuario/1', {
      nombreUsuario: '',
      correoPrincipalUsuario: 'x@y.test',
      estadoUsuario: 'ACT',
    });
    expect(name.json().apierror.mensaje).toBe('El es nombre necesario.');
  });

  it('keeps PRI until the first sign-in, and unlocking a blocked user resets the failed attempts', async () => {
    const pending = (await server.as(adm).post('/api/admin/usuarios/registro-usuario', newUser('4'))).json();
    const edit = { nombreUsuario: 'Carlos Pérez', correoPrincipalUsuario: 'carlos4@demo.facturar.test' };
    const early = await server
      .as(adm)
      .put(`/api/admin/usuarios/actualizar-usuario/${pending.idAsignacionEmpresaUsuario}`, {
        ...edit,
        estadoUsuario: 'ACT',
      });
    expect(early.statusCode).toBe(400);
    expect(early.json().apierror.mensaje).toBe(
      'Puede cambiar el estado del usuario, posterior al primer inicio de sesión.',
    );

    const blockedId = await createTestUser(server.ctx.db, {
      accessName: 'bloqueada@demo.facturar.test',
      fullName: 'Rosa Bloqueada',
      profile: 'INT',
      state: 'ACT',
    });
    for (let i = 0; i < 3; i++)
      await server.login('bloqueada@demo.facturar.test', 'Equivocada-1').catch(() => undefined);
    await expect(server.login('bloqueada@demo.facturar.test')).rejects.toThrow(/401/);
    const listed = await server
      .as(adm)
      .get(`/api/admin/usuarios/buscar/${demoRuc}?parametroBusqueda=bloqueada`);
    expect(listed.json()[0].estadoUsuario).toBe('BLO');

    const unlocked = await server.as(adm).put(`/api/admin/usuarios/actualizar-usuario/${blockedId}`, {
      nombreUsuario: 'Rosa Bloqueada',
      correoPrincipalUsuario: 'bloqueada@demo.facturar.test',
      telefonoPrincipalUsuario: '6677-8899',
      estadoUsuario: 'ACT',
    });
    expect(unlocked.json()).toEqual({ mensaje: 'Usuario editado.' });
    // A fresh count: two wrong passwords no longer lock (the limit is three).
    for (let i = 0; i < 2; i++)
      await server.login('bloqueada@demo.facturar.test', 'Equivocada-1').catch(() => undefined);
    expect(decodeClaims(await server.login('bloqueada@demo.facturar.test')).state).toBe('ACT');
  });

  it('changes profiles (the same one is no change), and never leaves the company without an administrator', async () => {
    const profiles = await server.as(adm).get(`/api/admin/usuarios/cargar-perfiles/${demoRuc}`);
    expect(profiles.json()).toEqual([
      { idPerfil: 'ADM', nombre: 'ADM' },
      { idPerfil: 'INT', nombre: 'INT' },
    ]);
    const internalId = await createTestUser(server.ctx.db, {
      accessName: 'ascendido@demo.facturar.test',
      fullName: 'Luis Ascendido',
      profile: 'INT',
      state: 'ACT',
    });
    const promoted = await server
      .as(adm)
      .put(`/api/admin/usuarios/actualizar-perfil-usuario/${internalId}/ADM`);
    expect(promoted.json()).toEqual({ mensaje: 'Perfil Editado' });
    expect(decodeClaims(await server.login('ascendido@demo.facturar.test')).adm).toBe(true);

    const { ruc } = { ruc: '155612399-2-2021' };
    const soloAdm = await createTestCompany(server.ctx.db, {
      ruc,
      dv: '44',
      name: 'Única Administradora, S.A.',
    });
    const solo = await server.login(soloAdm);
    const self = Number(decodeClaims(solo).sub);
    const demoted = await server.as(solo).put(`/api/admin/usuarios/actualizar-perfil-usuario/${self}/INT`);
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().apierror.mensajeSistema).toBe('ULTIMO_ADMINISTRADOR');
  });

  it('is for administrators of the company: INT gets 403, another company 404', async () => {
    const internal = await server.login('int@demo.facturar.test');
    const refused = await server.as(internal).get(`/api/admin/usuarios/${demoRuc}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().apierror.mensaje).toBe(
      'Solo un administrador de la empresa puede realizar esta acción.',
    );

    const foreign = await server.login(
      await createTestCompany(server.ctx.db, {
        ruc: '155698799-2-2020',
        dv: '12',
        name: 'Otra Empresa, S.A.',
      }),
    );
    const adminId = Number(decodeClaims(adm).sub);
    expect((await server.as(foreign).get(`/api/admin/usuarios/${demoRuc}`)).statusCode).toBe(404);
    const edit = await server.as(foreign).put(`/api/admin/usuarios/actualizar-usuario/${adminId}`, {
      nombreUsuario: 'Intruso',
      correoPrincipalUsuario: 'intruso@otra.test',
      estadoUsuario: 'DES',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().apierror.mensaje).toBe('No se encontró el usuario a actualizar.');
    const profile = await server
      .as(foreign)
      .put(`/api/admin/usuarios/actualizar-perfil-usuario/${adminId}/INT`);
    expect(profile.statusCode).toBe(404);
    expect(profile.json().apierror.mensaje).toBe('No se encontró la asignacion del perfil al usuario.');
    const add = await server.as(foreign).post('/api/admin/usuarios/registro-usuario', newUser('9'));
    expect(add.statusCode).toBe(404);
  });

  it('leaves each user and profile change in the audit log, by whom and about whom, the chain intact', async () => {
    const log = await server.as(adm).get(`/api/auditoria/empresa/${demoRuc}?limite=200`);
    expect(log.statusCode).toBe(200);
    const body = log.json() as {
      verificacion: { integra: boolean };
      eventos: { tipo: string; usuario: string | null; detalles: Record<string, unknown> }[];
    };
    expect(body.verificacion.integra).toBe(true);
    const byKind = (kind: string) => body.eventos.filter((event) => event.tipo === kind);
    expect(byKind('USER_CREATED')[0]).toMatchObject({
      usuario: 'adm@demo.facturar.test',
      detalles: { perfil: 'INT' },
    });
    expect(byKind('USER_UPDATED').length).toBeGreaterThan(0);
    expect(byKind('PROFILE_CHANGED')[0]).toMatchObject({ usuario: 'adm@demo.facturar.test' });
  });
});
