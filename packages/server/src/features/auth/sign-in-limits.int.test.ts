import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** 40 failed sign-ins, each claiming another client address in X-Forwarded-For. */
async function spoofedAttempts(
  target: TestServer,
  usernames: (attempt: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await target.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      payload: {
        username: usernames(attempt),
        password: 'adivinando',
        codigoSistema: target.config.codigoSistema,
      },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the sign-in limits hold against a client that chooses its address (finding 1)', () => {
  it('ignores X-Forwarded-For unless a proxy is configured: 30 a minute from one address, then 429', async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '30' });
    const statuses = await spoofedAttempts(server, (attempt) => `persona${attempt}@ejemplo.test`);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('throttles a user name per address, and others cannot keep the owner out (ADR 0067)', async () => {
    server = await startTestServer({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      TRUST_PROXY: '203.0.113.7',
      MAX_FAILED_LOGINS: '1000',
    });
    const target = server;
    const attempt = (address: string, password: string) =>
      target.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': address },
        payload: { username: 'adm@demo.facturar.test', password, codigoSistema: target.config.codigoSistema },
      });
    const statuses: number[] = [];
    for (let count = 0; count < 11; count++)
      statuses.push((await attempt('198.51.100.1', 'adivinando')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await attempt('198.51.100.1', 'otra')).json().apierror).toMatchObject({
      mensaje:
        'Demasiados intentos fallidos para este usuario. Espere unos minutos antes de volver a intentarlo.',
      mensajeSistema: 'LIMITE_POR_USUARIO',
    });
    // The owner, from another address, with the right password: slowed down, not refused.
    const owner = await attempt('198.51.100.200', 'Facturar2026!');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toHaveProperty('accessToken');
  });
});

describe('what the server trusts and where it listens', () => {
  it('trusts no proxy and listens on loopback by default; TRUST_PROXY takes a hop count or addresses', () => {
    const defaults = loadConfig({});
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.host).toBe('localhost');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
    ]);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });
});
