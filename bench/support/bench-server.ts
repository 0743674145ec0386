import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPacSandbox } from '@facturar/pac-sandbox';
import { loadConfig, startServer, type RunningServer, type ServerConfig } from '@facturar/server';
import { createTestDatabase } from '@facturar/server/testing';
import { isSmoke } from './bench-size.ts';
import { printFigures } from './throughput-meter.ts';

export type BenchServer = RunningServer & {
  readonly config: ServerConfig;
  /** The access token of a demo login (password Facturar2026!). */
  login(username: string): Promise<string>;
};

/** One figure rounded to hundredths, printed as every benchmark prints its figures. */
export function report(name: string, value: number, unit: string): void {
  printFigures([{ name, value: Math.round(value * 100) / 100, unit }]);
}

/** BENCH_DATABASE_URL, when set, as the server's database (PostgreSQL instead of embedded PGlite). */
export const benchDatabaseEnv: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : {};

/**
 * The PAC sandbox, in this process or, with BENCH_SANDBOX=process, in a process of its own (`npm run
 * pac-sandbox`): then this process's CPU figures are the product's alone, and the sandbox judges the
 * documents on the other core, as a real PAC would elsewhere.
 */
async function startSandbox(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.BENCH_SANDBOX !== 'process') return startPacSandbox({ host: '127.0.0.1' });
  const main = join(import.meta.dirname, '../../packages/pac-sandbox/src/main.ts');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PAC_SANDBOX_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const listening = /listening on (\S+)/.exec(printed);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the PAC sandbox exited (${code})`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/**
 * The API server listening on loopback against a PAC sandbox of its own, on a fresh data folder, with
 * the login rate limit out of the way of the figures; `close` removes all three. `now` is the server's
 * clock, when a benchmark measures a day other than today.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-bench-'));
  const sandbox = await startSandbox();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PAC_URL: sandbox.url,
    ROLE: 'api',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // The build scripts/web-build.ts made for this run, when it was told where to put it.
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...env,
  });
  // A smoke run starts from the tests' migrated PGlite template instead of running every migration.
  const database = isSmoke && !config.databaseUrl ? await createTestDatabase() : undefined;
  const server = await startServer(config, { ...(database ? { database } : {}), ...options });
  return {
    ...server,
    config,
    async login(username) {
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Facturar2026!', codigoSistema: config.codigoSistema }),
      });
      if (response.status !== 200) throw new Error(`login ${username} → ${response.status}`);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    async close() {
      await server.close();
      await database?.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
