// examples/pos-node run for real (issue 26): the app listens on a loopback port with the PAC sandbox, the
// example runs as its own process against it, issues with a key and verifies the webhooks it receives.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server-processes.ts';
import { createTestApiKey, createTestWebhook } from './support/test-api-keys.ts';
import { serveTestServer } from './support/test-server.ts';

const example = join(import.meta.dirname, '../../../examples/pos-node/pos.mjs');
const server = serveTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { listen: true });
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the example to its end (POS_TICKETS), answering its exit code and what it printed. */
function runExample(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [example], {
    env: { PATH: process.env.PATH ?? '', FACTURAR_URL: server.url, POS_INTERVAL_MS: '100', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function issuedByKey(name: string) {
  return server.ctx.db
    .selectFrom('documents')
    .innerJoin('api_keys', 'api_keys.id', 'documents.api_key_id')
    .select(['documents.cufe', 'documents.status'])
    .where('api_keys.name', '=', name)
    .execute();
}

describe('examples/pos-node against a running server', () => {
  it('issues with the key it is given and prints each verified webhook', async () => {
    const adm = await server.login('adm@demo.facturar.test');
    const apiKey = await createTestApiKey(server, adm, {
      nombre: 'POS del ejemplo',
      permisos: ['emitir', 'consultar', 'maestros'],
    });
    const port = await freePort();
    const { secreto } = await createTestWebhook(server, adm, {
      url: `http://127.0.0.1:${port}/webhooks/facturar`,
      eventos: ['documento.autorizado'],
    });

    const { code, output } = await runExample({
      FACTURAR_CLAVE: apiKey,
      FACTURAR_SECRETO_WEBHOOK: secreto,
      POS_PORT: String(port),
      POS_TICKETS: '2',
    });
    expect(code, output).toBe(0);
    const issued = await issuedByKey('POS del ejemplo');
    expect(issued.map((row) => row.status)).toEqual(['AUT', 'AUT']);
    for (const { cufe } of issued) {
      expect(output).toContain(`emitido ${cufe}`);
      expect(output).toMatch(new RegExp(`webhook ✔ documento\\.autorizado \\S+ AUT ${cufe}`));
    }
    expect(output).not.toContain('firma inválida');
    expect(output).toContain('cada ticket tiene su respuesta');
  }, 120_000);

  it('without a key, sets itself up as the demo administrator and listens where it says', async () => {
    const { code, output } = await runExample({ POS_PORT: '0', POS_TICKETS: '1' });
    expect(code, output).toBe(0);
    expect(output).toMatch(/Clave de API \(se muestra una vez\): fct_test_/);
    const [{ cufe = '' } = {}] = await server.ctx.db
      .selectFrom('documents')
      .innerJoin('api_keys', 'api_keys.id', 'documents.api_key_id')
      .select('documents.cufe')
      .where('api_keys.name', 'like', 'POS de ejemplo %')
      .execute();
    expect(output).toMatch(new RegExp(`webhook ✔ documento\\.autorizado \\S+ AUT ${cufe}`));
  }, 120_000);
});
