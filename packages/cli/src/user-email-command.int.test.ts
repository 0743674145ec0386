import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDemoServer } from '../test/support/demo-server.ts';
import { runFacturarBin } from '../test/support/facturar-process.ts';

let dataDir: string;
const adm = 'adm@demo.facturar.test';
const newAddress = 'gerencia@demo-nueva.facturar.test';

const facturar = (...args: string[]) => runFacturarBin(args, { env: { DATA_DIR: dataDir } });

/** Runs the server on the data directory and signs in; answers the status of the sign-in. */
async function signIn(username: string): Promise<number> {
  return withDemoServer(dataDir, async (_server, signInUser) => (await signInUser(username)).statusCode);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'facturar-cli-email-'));
  expect(await signIn(adm)).toBe(200);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('facturar user email', () => {
  it('refuses an address that is not an e-mail, or is another user’s, and changes nothing', () => {
    const invalid = facturar('user', 'email', adm, 'no-es-correo');
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toMatch(/^facturar: .*correo/i);
    const taken = facturar('user', 'email', adm, 'int@demo.facturar.test');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('int@demo.facturar.test');
  });

  it('names a user that does not exist and exits 1', () => {
    const run = facturar('user', 'email', 'nadie@demo.facturar.test', newAddress);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('facturar: No existe el usuario nadie@demo.facturar.test.\n');
  });

  it('asks for both arguments', () => {
    expect(facturar('user', 'email', adm).status).toBe(2);
  });

  it('changes the sign-in name: the new address signs in, the old one no longer does', async () => {
    const run = facturar('user', 'email', adm, ` ${newAddress.toUpperCase()} `);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `✔ El usuario ${adm} (empresa 155596713-2-2015) ingresa ahora con ${newAddress}.\n`,
    );
    expect(await signIn(newAddress)).toBe(200);
    expect(await signIn(adm)).toBe(401);
    expect(facturar('user', 'email', newAddress, newAddress).stdout).toBe(
      `✔ ${newAddress} ya tiene ese correo.\n`,
    );
  });

  it('leaves the change in the audit log, which still verifies', () => {
    const run = facturar('audit', 'verify', '--company', '155596713-2-2015');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('cadena íntegra');
  });
});
