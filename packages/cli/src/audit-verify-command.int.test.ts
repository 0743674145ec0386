import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@facturar/server';
import { demoRuc } from '@facturar/server/testing';
import { withDemoServer } from '../test/support/demo-server.ts';
import { runFacturarBin } from '../test/support/facturar-process.ts';

let dataDir: string;

const facturar = (...args: string[]) => runFacturarBin(args, { env: { DATA_DIR: dataDir } });

/** Runs the server on the data directory, signs in twice (two audit events), and stops it. */
async function signInTwice(): Promise<void> {
  await withDemoServer(dataDir, async (_server, signIn) => {
    for (const username of ['adm@demo.facturar.test', 'int@demo.facturar.test'])
      expect((await signIn(username)).statusCode).toBe(200);
  });
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'facturar-cli-audit-'));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('facturar audit verify', () => {
  it('says when there is nothing to verify', () => {
    const run = facturar('audit', 'verify');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`✔ No hay eventos de auditoría (PGlite en ${dataDir}).\n`);
  });

  it('reports each company chain intact, with its length and last hash', async () => {
    await signInTwice();
    const run = facturar('audit', 'verify', '--company', demoRuc);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^✔ ${demoRuc}: 2 eventos, cadena íntegra \\(último hash [0-9a-f]{64}\\)\\.\\n✔ Bitácora de auditoría verificada`,
      ),
    );
  });

  it('names the first edited row and exits 1', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await sql`alter table audit_events disable trigger audit_events_append_only`.execute(database.db);
      await sql`update audit_events set actor_name = 'otro@demo.facturar.test' where seq = 1`.execute(
        database.db,
      );
    } finally {
      await database.close();
    }
    const run = facturar('audit', 'verify');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `✘ ${demoRuc}: el evento n.º 1 fue modificado o cambiado de lugar; 0 eventos correctos antes.\n`,
    );
    expect(run.stderr).toBe('facturar: la bitácora de auditoría de 1 empresa(s) no es íntegra.\n');
  });
});
