import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, decodeClaims, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { demoPassword } from '../../seed/demo-seed.ts';
import { startSmtpCapture } from '../../../test/support/smtp-capture.ts';
import { createTestUser } from '../../../test/support/test-users.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAX_FAILED_LOGINS: '3' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function loginWith(payload: unknown) {
  return server.request({ method: 'POST', url: '/api/login', payload: payload as Record<string, unknown> });
}

function permissionsOf(token: string) {
  const claims = decodeClaims(token);
  return server.request({
    method: 'GET',
    url: `/api/admin/permisos/${String(claims.perm)}/${server.config.apiKey}`,
    headers: bearer(token),
  });
}

describe('signing in', () => {
  it('gives the demo administrator a token with the claims the shell reads', async () => {
    const token = await server.login('adm@demo.facturar.test');
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({ ruc: '155596713-2-2015', state: 'ACT', adm: true, perm: 'EMP-ADM' });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(server.config.tokenTtlSeconds);
  });

  it('gives the internal user a non-administrator token, whatever the case of the user name', async () => {
    const claims = decodeClaims(await server.login('  INT@Demo.Facturar.Test '));
    expect(claims).toMatchObject({ state: 'ACT', adm: false, perm: 'EMP-INT' });
  });

  it('answers a wrong password and an unknown user with the same Spanish message', async () => {
    for (const username of ['adm@demo.facturar.test', 'nadie@facturar.test']) {
      const response = await loginWith({
        username,
        password: 'incorrecta',
        codigoSistema: server.config.codigoSistema,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().apierror.mensaje).toBe('Usuario o contraseña inválido.');
    }
  });

  it('refuses blank fields, malformed JSON and a foreign system code with clear 400s', async () => {
    const blank = await loginWith({
      username: ' ',
      password: '',
      codigoSistema: server.config.codigoSistema,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().apierror.mensaje).toBe('Ingrese todos los campos');

    const malformed = await server.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().apierror.mensaje).toBe('El cuerpo de la solicitud no es un JSON válido.');

    const foreign = await loginWith({
      username: 'adm@demo.facturar.test',
      password: demoPassword,
      codigoSistema: 'OTRO',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().apierror.mensaje).toBe('El código de sistema no es válido.');
  });

  it('locks the user after the allowed failed attempts; the right password then yields a BLO token that opens nothing', async () => {
    await createTestUser(server.ctx.db, {
      accessName: 'lock@demo.facturar.test',
      fullName: 'Usuario Bloqueable',
      profile: 'INT',
      state: 'ACT',
    });

    const attempt = () =>
      loginWith({
        username: 'lock@demo.facturar.test',
        password: 'mala-clave',
        codigoSistema: server.config.codigoSistema,
      });
    expect((await attempt()).json().apierror.mensaje).toBe('Usuario o contraseña inválido.');
    expect((await attempt()).json().apierror.mensaje).toBe('Usuario o contraseña inválido.');
    const third = await attempt();
    expect(third.statusCode).toBe(401);
    expect(third.json().apierror).toMatchObject({
      mensaje: 'Usuario bloqueado.',
      mensajeSistema: 'USUARIO_BLOQUEADO',
    });
    expect((await attempt()).json().apierror.mensaje).toBe('Usuario bloqueado.');

    const token = await server.login('lock@demo.facturar.test');
    expect(decodeClaims(token).state).toBe('BLO');
    const denied = await permissionsOf(token);
    expect(denied.statusCode).toBe(401);
  });
});

describe('the session', () => {
  it('renews the access token from the token itself and from the refresh token, until logout', async () => {
    const login = await loginWith({
      username: 'adm@demo.facturar.test',
      password: demoPassword,
      codigoSistema: server.config.codigoSistema,
    });
    const { accessToken, refreshToken } = login.json() as { accessToken: string; refreshToken: string };

    const fromAccess = await server.request({
      method: 'GET',
      url: '/api/refresh',
      headers: bearer(accessToken),
    });
    expect(fromAccess.statusCode).toBe(200);
    expect(fromAccess.json()).toMatchObject({ tokenType: 'Bearer' });
    const fromRefresh = await server.request({
      method: 'GET',
      url: '/api/refresh',
      headers: bearer(refreshToken),
    });
    expect(fromRefresh.statusCode).toBe(200);

    const out = await server.request({ method: 'POST', url: '/api/logout', headers: bearer(accessToken) });
    expect(out.statusCode).toBe(204);
    const afterLogout = await server.request({
      method: 'GET',
      url: '/api/refresh',
      headers: bearer(refreshToken),
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().apierror.mensaje).toBe('La sesión fue cerrada por falta de actividad.');
    expect((await permissionsOf(fromAccess.json().accessToken)).statusCode).toBe(401);
  });

  it('turns away calls with no token, a forged token or an expired one', async () => {
    const none = await server.request({ method: 'GET', url: '/api/paquete/disponible/155596713-2-2015' });
    expect(none.statusCode).toBe(401);
    expect(none.json().apierror.mensaje).toBe('Su sesión expiro.');

    const token = await server.login('adm@demo.facturar.test');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('firma-falsa').toString('base64url')}`;
    expect((await permissionsOf(forged)).statusCode).toBe(401);

    const later = await startTestServer({ TOKEN_TTL_SECONDS: '1' });
    try {
      const shortLived = await later.login('adm@demo.facturar.test');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const expired = await later.request({
        method: 'GET',
        url: '/api/refresh',
        headers: bearer(shortLived),
      });
      expect(expired.statusCode).toBe(401);
    } finally {
      await later.close();
    }
  });
});

describe('password recovery and change', () => {
  it('mails a temporary password, forces a change at the next sign-in and then signs in normally', async () => {
    const recovery = await server.request({
      method: 'POST',
      url: `/api/reestablecer/clave?nombreUsuarioAcceso=int@demo.facturar.test&codigoSistema=${server.config.codigoSistema}`,
    });
    expect(recovery.statusCode).toBe(200);
    expect(recovery.json()).toEqual({ correoPrincipalUsuario: 'int@demo.facturar.test' });

    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toBe('Facturar: restablecimiento de contraseña');
    const temporary = /Contraseña temporal: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(temporary).toBeDefined();

    const pending = await server.login('int@demo.facturar.test', temporary);
    const claims = decodeClaims(pending);
    expect(claims.state).toBe('PRI');
    expect((await permissionsOf(pending)).statusCode).toBe(401);

    const change = (body: Record<string, unknown>) =>
      server.request({
        method: 'PUT',
        url: '/api/cuenta/usuario/contrasenia',
        headers: bearer(pending),
        payload: { idAsignacionEmpresaUsuario: Number(claims.sub), idEmpresa: claims.ruc, ...body },
      });
    const wrongCurrent = await change({ claveActual: 'no-es-esta', nuevaClave: 'NuevaClave2026!' });
    expect(wrongCurrent.statusCode).toBe(405);
    expect(wrongCurrent.json().apierror.mensaje).toBe(
      'La contraseña actual enviada no coincide con los registros.',
    );
    const short = await change({ claveActual: temporary, nuevaClave: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().apierror.mensaje).toBe('La contraseña debe tener al menos 8 caracteres.');
    const angled = await change({ claveActual: temporary, nuevaClave: 'Clave<2026>' });
    expect(angled.statusCode).toBe(400);
    const done = await change({ claveActual: temporary, nuevaClave: 'NuevaClave2026!' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ mensaje: 'Contraseña actualizada' });

    const again = await server.login('int@demo.facturar.test', 'NuevaClave2026!');
    expect(decodeClaims(again).state).toBe('ACT');
  });

  it('answers the recovery of an unknown user with 404 and its message', async () => {
    const response = await server.request({
      method: 'POST',
      url: `/api/reestablecer/clave?nombreUsuarioAcceso=nadie@facturar.test&codigoSistema=${server.config.codigoSistema}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe(
      'No se encontró el usuario que desea recuperar la contraseña.',
    );
    const blank = await server.request({
      method: 'POST',
      url: `/api/reestablecer/clave?nombreUsuarioAcceso=&codigoSistema=x`,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().apierror.mensaje).toBe('Ingrese el usuario');
  });

  it("refuses to change another assignment's password", async () => {
    const token = await server.login('adm@demo.facturar.test');
    const response = await server.request({
      method: 'PUT',
      url: '/api/cuenta/usuario/contrasenia',
      headers: bearer(token),
      payload: {
        claveActual: demoPassword,
        nuevaClave: 'OtraClave2026!',
        idAsignacionEmpresaUsuario: 999999,
        idEmpresa: '155596713-2-2015',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
