import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, loadSecrets, seedDemoData } from '@facturar/server';
import { createTestDatabase } from '@facturar/server/testing';

export type SmokeRun = { readonly code: number | null; readonly figures: string[]; readonly errors: string };

/**
 * A migrated PGlite with the demo seed, written to a file of its own in a new folder that `remove`
 * deletes: the database every benchmark of a smoke run starts from (BENCH_SMOKE_TEMPLATE).
 */
export async function writeSeededTemplate(): Promise<{ path: string; remove(): void }> {
  const folder = mkdtempSync(join(tmpdir(), 'facturar-bench-smoke-'));
  const database = await createTestDatabase();
  try {
    const config = loadConfig({ DATA_DIR: folder, PAC_URL: 'http://127.0.0.1:9' });
    const secrets = await loadSecrets(database.db, config);
    await seedDemoData({ db: database.db, secrets, now: () => new Date() });
    const path = join(folder, 'seeded.tar');
    writeFileSync(path, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/**
 * One benchmark file (`bench/<file>`) in its own process, as `npm run bench` runs it, in smoke mode
 * (BENCH_SMOKE=1: tiny sizes) on embedded PGlite; what it printed as figures, and its standard error.
 */
export function runBenchmarkSmoke(
  file: string,
  options: { template?: string; signal?: AbortSignal } = {},
): Promise<SmokeRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_SMOKE: '1',
    ...(options.template ? { BENCH_SMOKE_TEMPLATE: options.template } : {}),
  };
  delete env.BENCH_DATABASE_URL;
  // The test's signal (aborted when it times out) ends the process too.
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', file)], {
    env,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => (options.signal?.aborted ? undefined : reject(error)));
    child.once('close', (code) =>
      resolve({ code, figures: output.split('\n').filter((line) => line.startsWith('{"name"')), errors }),
    );
  });
}
