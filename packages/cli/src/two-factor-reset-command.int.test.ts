import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, totpCodeAt } from '@facturar/server/testing';
import { withDemoServer } from '../test/support/demo-server.ts';
import { runFacturarBin } from '../test/support/facturar-process.ts';

let dataDir: string;
const adm = 'adm@demo.facturar.test';

const facturar = (...args: string[]) => runFacturarBin(args, { env: { DATA_DIR: dataDir } });

/** Runs the server on the data directory and has the demo administrator turn the second step on. */
async function enrolDemoAdministrator(): Promise<void> {
  await withDemoServer(dataDir, async (server, signIn) => {
    const { headers } = await signIn(adm);
    const setup = await server.app.inject({
      method: 'POST',
      url: '/api/cuenta/segundo-factor/inicio',
      headers,
      payload: { clave: demoPassword },
    });
    const secret = (setup.json() as { secreto: string }).secreto;
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/cuenta/segundo-factor/confirmacion',
      headers,
      payload: { codigo: totpCodeAt(secret, new Date()) },
    });
    expect(confirmed.statusCode).toBe(200);
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'facturar-cli-2fa-'));
  await enrolDemoAdministrator();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('facturar 2fa reset', () => {
  it("removes a user's second step once, and says so", () => {
    const first = facturar('2fa', 'reset', adm);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(`✔ Se quitó la verificación en dos pasos de ${adm}.\n`);
    expect(facturar('2fa', 'reset', adm).stdout).toBe(`✔ ${adm} no tenía la verificación en dos pasos.\n`);
  });

  it('names a user that does not exist and exits 1', () => {
    const run = facturar('2fa', 'reset', 'nadie@demo.facturar.test');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('facturar: No existe el usuario nadie@demo.facturar.test.\n');
  });

  it('leaves the reset in the audit log, which still verifies', () => {
    const run = facturar('audit', 'verify');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('cadena íntegra');
  });
});
