import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';
import { demoPassword } from '../../seed/demo-seed.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { createTestUser } from '../../../test/support/test-users.ts';

// The server's clock: tests move it forward to let a temporary password expire.
const clock = createTestClock();

const server = serveMailingTestServer({ MAX_FAILED_LOGINS: '3' }, { now: clock.now });

const lockedMessage =
  'Usuario bloqueado. Para volver a ingresar use "Olvidó su Contraseña?": recibirá en su correo una contraseña temporal que lo desbloquea.';
const lastAttemptMessage =
  'Usuario o contraseña inválido. Le queda un intento: si vuelve a fallar, el usuario se bloqueará.';

function loginWith(payload: unknown) {
  return server.request({ method: 'POST', url: '/api/login', payload: payload as Record<string, unknown> });
}

function permissionsOf(token: string) {
  const claims = decodeClaims(token);
  return server.as(token).get(`/api/admin/permisos/${String(claims.perm)}/${server.config.apiKey}`);
}

function requestRecovery(username: string) {
  return server.request({
    method: 'POST',
    url: `/api/reestablecer/clave?nombreUsuarioAcceso=${encodeURIComponent(username)}&codigoSistema=${server.config.codigoSistema}`,
  });
}

/** Asks for a recovery and reads the temporary password from the mail the worker sends. */
async function recoverTemporaryPassword(username: string): Promise<string> {
  const before = server.mail.messages.length;
  expect((await requestRecovery(username)).statusCode).toBe(200);
  const mail = await waitForMail(server.mail.messages, username, 10_000, before);
  expect(mail.subject).toBe('Facturar: restablecimiento de contraseña');
  const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1];
  if (!temporary) throw new Error(`no temporary password in the mail to ${username}`);
  return temporary;
}

function changePasswordWith(token: string, body: Record<string, unknown>) {
  const claims = decodeClaims(token);
  return server.as(token).put('/api/cuenta/usuario/contrasenia', {
    idAsignacionEmpresaUsuario: Number(claims.sub),
    idEmpresa: claims.ruc,
    ...body,
  });
}

async function createUser(accessName: string, fullName: string): Promise<void> {
  await createTestUser(server.ctx.db, { accessName, fullName, profile: 'INT', state: 'ACT' });
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
      const response = await server.tryLogin(username, 'incorrecta');
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
});

describe('the lock after failed attempts (finding 2)', () => {
  it('locks the user, and then answers the same whatever password is tried, the right one included', async () => {
    await createUser('lock@demo.facturar.test', 'Usuario Bloqueable');
    const attempt = (password: string) => server.tryLogin('lock@demo.facturar.test', password);
    expect((await attempt('mala-clave')).json().apierror.mensaje).toBe('Usuario o contraseña inválido.');
    // The attempt before the last says so.
    expect((await attempt('mala-clave')).json().apierror).toMatchObject({
      mensaje: lastAttemptMessage,
      mensajeSistema: 'ULTIMO_INTENTO',
    });
    const third = await attempt('mala-clave');
    expect(third.statusCode).toBe(401);
    expect(third.json().apierror).toMatchObject({
      mensaje: lockedMessage,
      mensajeSistema: 'USUARIO_BLOQUEADO',
    });
    const wrong = await attempt('otra-mala');
    const right = await attempt(demoPassword);
    for (const answer of [wrong, right]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().apierror).toMatchObject({
        mensaje: lockedMessage,
        mensajeSistema: 'USUARIO_BLOQUEADO',
      });
      expect(answer.json()).not.toHaveProperty('accessToken');
    }
  });

  it('gives a user name that does not exist the same lock, so the answers do not tell who has an account', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      answers.push(
        (await server.tryLogin('fantasma@demo.facturar.test', 'mala-clave')).json().apierror.mensaje,
      );
    }
    expect(answers).toEqual([
      'Usuario o contraseña inválido.',
      lastAttemptMessage,
      lockedMessage,
      lockedMessage,
    ]);
  });

  it('counts wrong current passwords on the password change towards the lock (finding 8)', async () => {
    await createUser('cambio-lock@demo.facturar.test', 'Usuario Que Adivina');
    const token = await server.login('cambio-lock@demo.facturar.test');
    const wrongCurrent = () =>
      changePasswordWith(token, { claveActual: 'no-es-esta', nuevaClave: 'OtraClave2026!' });
    expect((await wrongCurrent()).statusCode).toBe(405);
    expect((await wrongCurrent()).statusCode).toBe(405);
    const third = await wrongCurrent();
    expect(third.statusCode).toBe(401);
    expect(third.json().apierror.mensajeSistema).toBe('USUARIO_BLOQUEADO');
    expect((await permissionsOf(token)).statusCode).toBe(401);
    expect(
      (await server.tryLogin('cambio-lock@demo.facturar.test', demoPassword)).json().apierror.mensaje,
    ).toBe(lockedMessage);
  });
});

describe('password recovery (finding 3)', () => {
  it('answers known and unknown users alike, with the address masked, and mails only the known one', async () => {
    await createUser('rosa.recupera@demo.facturar.test', 'Rosa Recupera');
    const before = server.mail.messages.length;
    const known = await requestRecovery('rosa.recupera@demo.facturar.test');
    const unknown = await requestRecovery('ramon.nadie@demo.facturar.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ correoPrincipalUsuario: 'r***@d***.test' });
    expect(unknown.json()).toEqual({ correoPrincipalUsuario: 'r***@d***.test' });
    await waitForMail(server.mail.messages, 'rosa.recupera@demo.facturar.test', 10_000, before);
    expect(
      server.mail.messages.slice(before).flatMap((mail) => [mail.to].flat().map((to) => to?.text)),
    ).not.toContain('ramon.nadie@demo.facturar.test');
  });

  it('changes nothing until the temporary password is used: the own password and open sessions keep working', async () => {
    await createUser('sigue@demo.facturar.test', 'Sigue Trabajando');
    const session = await server.login('sigue@demo.facturar.test');
    const temporary = await recoverTemporaryPassword('sigue@demo.facturar.test');
    expect((await permissionsOf(session)).statusCode).toBe(200);
    const own = await server.login('sigue@demo.facturar.test');
    expect(decodeClaims(own).state).toBe('ACT');

    const pending = await server.login('sigue@demo.facturar.test', temporary);
    expect(decodeClaims(pending).state).toBe('PRI');
    expect((await permissionsOf(session)).statusCode).toBe(401);
    expect((await server.tryLogin('sigue@demo.facturar.test', demoPassword)).statusCode).toBe(401);
  });

  it('lets the temporary password be used once, then forces a new password before anything else', async () => {
    await createUser('una-vez@demo.facturar.test', 'Una Vez');
    const temporary = await recoverTemporaryPassword('una-vez@demo.facturar.test');
    const pending = await server.login('una-vez@demo.facturar.test', temporary);
    expect((await permissionsOf(pending)).statusCode).toBe(401);

    const wrongCurrent = await changePasswordWith(pending, {
      claveActual: 'no-es-esta',
      nuevaClave: 'NuevaClave2026!',
    });
    expect(wrongCurrent.statusCode).toBe(405);
    expect(wrongCurrent.json().apierror.mensaje).toBe(
      'La contraseña actual enviada no coincide con los registros.',
    );
    const short = await changePasswordWith(pending, { claveActual: temporary, nuevaClave: 'corta' });
    expect(short.json().apierror.mensaje).toBe('La contraseña debe tener al menos 8 caracteres.');
    const angled = await changePasswordWith(pending, { claveActual: temporary, nuevaClave: 'Clave<2026>' });
    expect(angled.statusCode).toBe(400);
    const done = await changePasswordWith(pending, { claveActual: temporary, nuevaClave: 'NuevaClave2026!' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ mensaje: 'Contraseña actualizada' });

    expect((await server.tryLogin('una-vez@demo.facturar.test', temporary)).statusCode).toBe(401);
    expect(decodeClaims(await server.login('una-vez@demo.facturar.test', 'NuevaClave2026!')).state).toBe(
      'ACT',
    );
  });

  it('lets a temporary password expire unused, leaving the own password as it was', async () => {
    await createUser('vence@demo.facturar.test', 'Vence Pronto');
    const temporary = await recoverTemporaryPassword('vence@demo.facturar.test');
    clock.offsetMs = (server.config.recoveryTtlMinutes + 1) * 60_000;
    try {
      const late = await server.tryLogin('vence@demo.facturar.test', temporary);
      expect(late.statusCode).toBe(401);
      expect(late.json().apierror.mensaje).toBe('Usuario o contraseña inválido.');
      expect(decodeClaims(await server.login('vence@demo.facturar.test')).state).toBe('ACT');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('is the way out of a lock: the mailed temporary password opens a locked account, nothing else does', async () => {
    await createUser('desbloqueo@demo.facturar.test', 'Desbloqueo Por Correo');
    for (let attempt = 0; attempt < 3; attempt++)
      await server.tryLogin('desbloqueo@demo.facturar.test', 'mala');
    const temporary = await recoverTemporaryPassword('desbloqueo@demo.facturar.test');
    expect((await server.tryLogin('desbloqueo@demo.facturar.test', demoPassword)).statusCode).toBe(401);
    // Someone keeps guessing from this address until it is throttled (ADR 0067) …
    for (let attempt = 0; attempt < 10; attempt++)
      await server.tryLogin('desbloqueo@demo.facturar.test', 'mala');
    expect((await server.tryLogin('desbloqueo@demo.facturar.test', 'mala')).statusCode).toBe(429);
    // … and the temporary password from the owner's e-mail still opens the account, from that address too.
    const pending = await server.login('desbloqueo@demo.facturar.test', temporary);
    expect(decodeClaims(pending).state).toBe('PRI');
  });

  it('sends nothing to a deactivated user, with the same answer', async () => {
    await createTestUser(server.ctx.db, {
      accessName: 'baja@demo.facturar.test',
      fullName: 'Usuario De Baja',
      profile: 'INT',
      state: 'DES',
    });
    const response = await requestRecovery('baja@demo.facturar.test');
    expect(response.json()).toEqual({ correoPrincipalUsuario: 'b***@d***.test' });
    const blank = await server.request({
      method: 'POST',
      url: `/api/reestablecer/clave?nombreUsuarioAcceso=&codigoSistema=x`,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().apierror.mensaje).toBe('Ingrese el usuario');
  });
});

describe('changing the password', () => {
  it('refuses one of the most common passwords with a Spanish message (finding 11)', async () => {
    const token = await server.login('adm@demo.facturar.test');
    const response = await changePasswordWith(token, { claveActual: demoPassword, nuevaClave: '12345678' });
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe(
      'Esta contraseña es una de las más usadas y se adivina con facilidad. Elija otra.',
    );
  });

  it("refuses to change another assignment's password", async () => {
    const token = await server.login('adm@demo.facturar.test');
    const response = await changePasswordWith(token, {
      claveActual: demoPassword,
      nuevaClave: 'OtraClave2026!',
      idAsignacionEmpresaUsuario: 999999,
    });
    expect(response.statusCode).toBe(403);
  });
});
