import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestUser } from '../../../test/support/test-users.ts';
import { demoPassword } from '../../seed/demo-seed.ts';

// The server's clock: tests move it forward past a session's absolute end.
const clock = createTestClock();

const server = serveTestServer({ SESSION_MAX_HOURS: '8' }, { now: clock.now });

type Tokens = { accessToken: string; refreshToken: string };

async function signIn(username: string, password = demoPassword): Promise<Tokens> {
  const response = await server.tryLogin(username, password);
  expect(response.statusCode).toBe(200);
  return response.json() as Tokens;
}

/** A new active administrator of the demo company, signed in. */
async function signInNewAdministrator(accessName: string, fullName: string) {
  const assignmentId = await createTestUser(server.ctx.db, {
    accessName,
    fullName,
    profile: 'ADM',
    state: 'ACT',
  });
  return { assignmentId, ...(await signIn(accessName)) };
}

function refreshWith(token: string) {
  return server.as(token).get('/api/refresh');
}

function availableVouchers(token: string) {
  return server.as(token).get(`/api/paquete/disponible/${demoRuc}`);
}

async function setState(assignmentId: number, state: 'ACT' | 'DES' | 'BLO'): Promise<void> {
  // No call changes a user's state yet (users administration comes with issue 14).
  await server.ctx.db.updateTable('company_users').set({ state }).where('id', '=', assignmentId).execute();
}

describe('a session follows the user as they are now (finding 4)', () => {
  it('stops a deactivated or blocked user at the next call, with the token still unexpired', async () => {
    const { assignmentId, accessToken } = await signInNewAdministrator(
      'desactivado@demo.facturar.test',
      'Usuario Desactivado',
    );
    expect((await availableVouchers(accessToken)).statusCode).toBe(200);

    await setState(assignmentId, 'DES');
    const refused = await availableVouchers(accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().apierror.mensajeSistema).toBe('ESTADO_USUARIO_DES');
    expect((await refreshWith(accessToken)).statusCode).toBe(401);

    await setState(assignmentId, 'ACT');
    const { accessToken: again } = await signIn('desactivado@demo.facturar.test');
    await setState(assignmentId, 'BLO');
    expect((await availableVouchers(again)).json().apierror.mensajeSistema).toBe('ESTADO_USUARIO_BLO');
  });

  it('judges each session on its own when calls arrive together (their reads are one statement, ADR 0191)', async () => {
    const users = [];
    for (const name of ['uno', 'dos', 'tres'])
      users.push(await signInNewAdministrator(`juntos.${name}@demo.facturar.test`, `Usuario ${name}`));
    const [open, blocked, loggedOut] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    await setState(blocked.assignmentId, 'BLO');
    expect((await server.as(loggedOut.accessToken).post('/api/logout')).statusCode).toBe(204);
    const calls = [open, blocked, loggedOut, open, blocked, loggedOut, open];
    const answers = await Promise.all(calls.map((user) => availableVouchers(user.accessToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 401, 200, 401, 401, 200]);
    expect(answers[1]?.json().apierror.mensajeSistema).toBe('ESTADO_USUARIO_BLO');
  });

  it('applies a profile change at once: an administrator made internal loses the administrator calls', async () => {
    const { assignmentId, accessToken } = await signInNewAdministrator(
      'degradado@demo.facturar.test',
      'Administrador Degradado',
    );
    await server.ctx.db
      .updateTable('company_users')
      .set({ profile: 'INT' })
      .where('id', '=', assignmentId)
      .execute();
    const affiliation = await server
      .as(accessToken)
      .post('/api/admin/empresas/afiliacion-empresa-pac/dgi', { rucEmpresa: demoRuc });
    expect(affiliation.statusCode).toBe(403);
  });
});

describe('refresh tokens and the life of a session (finding 5)', () => {
  it('rotates the refresh token on every use, and a reused one ends the session for everyone holding it', async () => {
    const { accessToken, refreshToken } = await signIn('int@demo.facturar.test');
    const first = await refreshWith(refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().refreshToken as string;
    expect(next).toBeTruthy();
    expect(next).not.toBe(refreshToken);

    const stolen = await refreshWith(refreshToken);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().apierror.mensajeSistema).toBe('REFRESH_REUTILIZADO');
    expect((await refreshWith(next)).statusCode).toBe(401);
    expect((await availableVouchers(accessToken)).statusCode).toBe(401);
    expect((await availableVouchers(first.json().accessToken)).statusCode).toBe(401);
  });

  it('renews from the access token, but never past the absolute end of the session', async () => {
    const { accessToken, refreshToken } = await signIn('int@demo.facturar.test');
    const renewed = await refreshWith(accessToken);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refreshToken).toBeUndefined();

    // Renewed every 25 minutes, the session lives on until 8 hours after the sign-in, and not a moment more.
    let current = refreshToken;
    try {
      for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
        clock.offsetMs = minutes * 60_000;
        const answer = await refreshWith(current);
        expect(answer.statusCode, `${minutes} minutes after the sign-in`).toBe(200);
        const claims = decodeClaims(answer.json().accessToken);
        expect(Number(claims.exp) * 1000).toBeLessThanOrEqual(Date.now() + 8 * 3_600_000 + 1000);
        current = answer.json().refreshToken;
      }
      clock.offsetMs = 8 * 3_600_000 + 60_000;
      expect((await refreshWith(current)).statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('ends the other sessions of the user when the password changes, keeping the one that changed it', async () => {
    await createTestUser(server.ctx.db, {
      accessName: 'dos-equipos@demo.facturar.test',
      fullName: 'Usuario Con Dos Equipos',
      profile: 'INT',
      state: 'ACT',
    });
    const laptop = await signIn('dos-equipos@demo.facturar.test');
    const phone = await signIn('dos-equipos@demo.facturar.test');
    const claims = decodeClaims(laptop.accessToken);
    const change = await server.as(laptop.accessToken).put('/api/cuenta/usuario/contrasenia', {
      claveActual: demoPassword,
      nuevaClave: 'ClaveNueva2026!',
      idAsignacionEmpresaUsuario: Number(claims.sub),
      idEmpresa: claims.ruc,
    });
    expect(change.statusCode).toBe(200);
    expect((await availableVouchers(laptop.accessToken)).statusCode).toBe(200);
    expect((await availableVouchers(phone.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(phone.refreshToken)).statusCode).toBe(401);
  });

  it('ends at logout, for the access token and the refresh token alike', async () => {
    const { accessToken, refreshToken } = await signIn('adm@demo.facturar.test');
    const out = await server.as(accessToken).post('/api/logout');
    expect(out.statusCode).toBe(204);
    const afterLogout = await refreshWith(refreshToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().apierror.mensaje).toBe('La sesión fue cerrada por falta de actividad.');
  });

  it('turns away calls with no token, a forged token or an expired one', async () => {
    const none = await server.request({ method: 'GET', url: `/api/paquete/disponible/${demoRuc}` });
    expect(none.statusCode).toBe(401);
    expect(none.json().apierror.mensaje).toBe('Su sesión expiro.');
    const { accessToken } = await signIn('adm@demo.facturar.test');
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('firma-falsa').toString('base64url')}`;
    expect((await availableVouchers(forged)).statusCode).toBe(401);
    clock.offsetMs = (server.config.tokenTtlSeconds + 5) * 1000;
    try {
      const expired = await refreshWith(accessToken);
      expect(expired.statusCode).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
