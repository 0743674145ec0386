import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { bearer, serveTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { demoPassword } from '../../seed/demo-seed.ts';
import { totpCodeAt } from '../../../test/support/totp-code.ts';

const lockedMessage =
  'Usuario bloqueado. Para volver a ingresar use "Olvidó su Contraseña?": recibirá en su correo una contraseña temporal que lo desbloquea.';

const clock = createTestClock();

/** The code an authenticator app with this secret shows now (or `steps` steps later). */
function codeFor(secret: string, steps = 0): string {
  return totpCodeAt(secret, new Date(clock.now().getTime() + steps * 30_000));
}

/**
 * Moves the clock to the start of the next 30-second step: the enrolment's code and the sign-in that
 * replays it must fall in one step, which the real time running under the clock would otherwise cross
 * now and then on a loaded machine.
 */
function startOfNextStep(): void {
  clock.offsetMs += 30_000 - (clock.now().getTime() % 30_000);
}

function passTime(steps: number): void {
  clock.offsetMs += steps * 30_000;
}

async function secondStep(server: TestServer, desafio: string, codigo: string) {
  return server.request({ method: 'POST', url: '/api/login/segundo-factor', payload: { desafio, codigo } });
}

/** Signs in with the password and answers a challenge: the challenge token. */
async function challengeOf(server: TestServer, username: string): Promise<string> {
  const answer = await server.tryLogin(username);
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { segundoFactor?: string; desafio?: string; accessToken?: string };
  expect(body.segundoFactor).toBe('codigo');
  expect(body.accessToken).toBeUndefined();
  return body.desafio ?? '';
}

describe('two-step verification chosen by the user (ADR 0024)', () => {
  const server = serveTestServer({ MAX_FAILED_LOGINS: '4' }, { now: clock.now });
  let token: string;
  let secret: string;
  let recoveryCodes: string[];
  const adm = 'adm@demo.facturar.test';

  beforeAll(async () => {
    token = await server.login(adm);
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
    server.request({
      method,
      url: `/api/cuenta/segundo-factor${path}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });

  it('asks the current password to start an enrolment (ADR 0101): an access token alone gets no secret', async () => {
    expect((await call('POST', '/inicio')).statusCode).toBe(400);
    const withoutPassword = await call('POST', '/inicio', { clave: '' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().apierror.errores).toEqual([
      { campo: 'clave', mensaje: 'Ingrese su contraseña.' },
    ]);
    const wrong = await call('POST', '/inicio', { clave: 'NoEsLaClave-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().apierror.mensaje).toBe('La contraseña no es correcta.');
    expect(wrong.body).not.toContain('secreto');
    const confirmed = await call('POST', '/confirmacion', { codigo: '000000' });
    expect(confirmed.json().apierror.mensaje).toBe(
      'Primero inicie la activación de la verificación en dos pasos.',
    );
  });

  it('enrols: a secret with its otpauth URI and QR, confirmed by a code, then 10 recovery codes once', async () => {
    startOfNextStep();
    expect((await call('GET', '')).json()).toEqual({ activo: false, requerido: false, codigosRestantes: 0 });
    const started = await call('POST', '/inicio', { clave: demoPassword });
    expect(started.statusCode).toBe(200);
    const setup = started.json() as { secreto: string; uri: string; qrSvg: string };
    secret = setup.secreto;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Facturar:adm%40demo.facturar.test?secret=${secret}&issuer=Facturar&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toContain('<svg');
    // The secret is kept sealed with the data encryption key, never as given.
    const stored = await server.ctx.db
      .selectFrom('user_two_factor')
      .select('secret_encrypted')
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).toMatch(/^v1:/);
    expect(stored.secret_encrypted).not.toContain(secret);

    const wrong = await call('POST', '/confirmacion', { codigo: codeFor(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().apierror.mensaje).toBe('El código de verificación no es válido.');
    const confirmed = await call('POST', '/confirmacion', { codigo: codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = (confirmed.json() as { codigosRecuperacion: string[] }).codigosRecuperacion;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '')).json()).toEqual({ activo: true, requerido: false, codigosRestantes: 10 });
    expect((await call('POST', '/inicio', { clave: demoPassword })).statusCode).toBe(409);
  });

  it('then asks the sign-in for a code: a wrong one or one already used is refused', async () => {
    const desafio = await challengeOf(server, adm);
    const wrong = await secondStep(server, desafio, codeFor(secret, 7));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().apierror).toMatchObject({
      mensaje: 'El código de verificación no es válido.',
      mensajeSistema: 'CODIGO_INVALIDO',
    });
    // The code that confirmed the enrolment, in the same 30 seconds: already used.
    const replayed = await secondStep(server, desafio, codeFor(secret));
    expect(replayed.statusCode).toBe(401);
    passTime(1);
    const code = codeFor(secret);
    const admitted = await secondStep(server, desafio, code);
    expect(admitted.statusCode).toBe(200);
    expect((admitted.json() as { accessToken: string }).accessToken.split('.')).toHaveLength(3);
    // The challenge worked once, and the code too.
    expect((await secondStep(server, desafio, codeFor(secret))).json().apierror.mensajeSistema).toBe(
      'DESAFIO_EXPIRADO',
    );
    const again = await challengeOf(server, adm);
    expect((await secondStep(server, again, code)).statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and without the hyphen', async () => {
    const recoveryCode = recoveryCodes[3] ?? '';
    const first = await secondStep(
      server,
      await challengeOf(server, adm),
      recoveryCode.replace('-', '').toUpperCase(),
    );
    expect(first.statusCode).toBe(200);
    const second = await secondStep(server, await challengeOf(server, adm), recoveryCode);
    expect(second.statusCode).toBe(401);
    token = (first.json() as { accessToken: string }).accessToken;
    expect((await call('GET', '')).json()).toMatchObject({ codigosRestantes: 9 });
  });

  it('is turned off only with the password and a code', async () => {
    const wrongPassword = await call('POST', '/desactivacion', {
      clave: 'NoEsLaClave-9',
      codigo: recoveryCodes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().apierror.mensaje).toBe('La contraseña no es correcta.');
    const wrongCode = await call('POST', '/desactivacion', {
      clave: demoPassword,
      codigo: codeFor(secret, 9),
    });
    expect(wrongCode.json().apierror.mensaje).toBe('El código de verificación no es válido.');
    passTime(1);
    const disabled = await call('POST', '/desactivacion', { clave: demoPassword, codigo: codeFor(secret) });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ mensaje: 'La verificación en dos pasos fue desactivada.' });
    const plain = await server.tryLogin(adm);
    expect((plain.json() as { accessToken?: string }).accessToken).toBeDefined();
  });

  it('counts wrong codes towards the lock like wrong passwords', async () => {
    token = await server.login(adm);
    const setup = (await call('POST', '/inicio', { clave: demoPassword })).json() as { secreto: string };
    passTime(1);
    expect((await call('POST', '/confirmacion', { codigo: codeFor(setup.secreto) })).statusCode).toBe(200);
    const desafio = await challengeOf(server, adm);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      messages.push(
        (await secondStep(server, desafio, codeFor(setup.secreto, 10 + attempt))).json().apierror.mensaje,
      );
    }
    expect(messages).toEqual([
      'El código de verificación no es válido.',
      'El código de verificación no es válido.',
      'El código de verificación no es válido.',
      lockedMessage,
    ]);
    // Locked: the right password and the right code no longer open anything.
    expect((await server.tryLogin(adm)).json().apierror.mensaje).toBe(lockedMessage);
    passTime(1);
    expect((await secondStep(server, desafio, codeFor(setup.secreto))).json().apierror.mensaje).toBe(
      lockedMessage,
    );
    const kinds = await server.ctx.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', 'like', 'TWO_FACTOR%')
      .execute();
    expect(kinds.map((row) => row.kind)).toContain('TWO_FACTOR_ENABLED');
    expect(kinds.map((row) => row.kind)).toContain('TWO_FACTOR_FAILED');
  });
});

describe('two-step verification required for a profile (TWO_FACTOR_REQUIRED_FOR)', () => {
  const server = serveTestServer({ TWO_FACTOR_REQUIRED_FOR: 'EMP-INT' }, { now: clock.now });
  const int = 'int@demo.facturar.test';

  it('makes the user enrol at sign-in before any session, and keeps asking afterwards', async () => {
    const answer = (await server.tryLogin(int)).json() as {
      segundoFactor: string;
      desafio: string;
      secreto: string;
      uri: string;
      qrSvg: string;
      accessToken?: string;
    };
    expect(answer).toMatchObject({ segundoFactor: 'inscripcion', expiresIn: 300 });
    expect(answer.accessToken).toBeUndefined();
    expect(answer.uri).toContain(`secret=${answer.secreto}`);
    expect(answer.qrSvg).toContain('<svg');
    const enrolled = await secondStep(server, answer.desafio, codeFor(answer.secreto));
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json() as { accessToken: string; codigosRecuperacion: string[] };
    expect(body.codigosRecuperacion).toHaveLength(10);

    const status = await server.as(body.accessToken).get('/api/cuenta/segundo-factor');
    expect(status.json()).toEqual({ activo: true, requerido: true, codigosRestantes: 10 });
    const disable = await server.as(body.accessToken).post('/api/cuenta/segundo-factor/desactivacion', {
      clave: demoPassword,
      codigo: body.codigosRecuperacion[0],
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().apierror.mensaje).toBe(
      'Su perfil requiere la verificación en dos pasos; no puede desactivarla.',
    );
    expect((await challengeOf(server, int)).length).toBeGreaterThan(20);
  });

  it('leaves the other profiles one step', async () => {
    const answer = (await server.tryLogin('adm@demo.facturar.test')).json() as { accessToken?: string };
    expect(answer.accessToken).toBeDefined();
  });
});
