import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPacSandbox } from '@facturar/pac-sandbox';
import {
  loadConfig,
  openDatabase,
  startServer,
  type DatabaseHandle,
  type RunningServer,
  type ServerConfig,
} from '@facturar/server';
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
 * The API server listening on loopback against a PAC sandbox of its own, on a fresh data folder, with
 * the login rate limit out of the way of the figures; `close` removes all three.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-bench-'));
  const sandbox = await startPacSandbox({ host: '127.0.0.1' });
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
  const database = isSmoke && !config.databaseUrl ? await openSmokeDatabase() : undefined;
  const server = await startServer(config, database ? { database } : {});
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

/**
 * A smoke run's database: a copy of the migrated and seeded PGlite of BENCH_SMOKE_TEMPLATE (which the
 * smoke test writes once for every benchmark), else the tests' migrated template; not every migration and
 * the demo seed again in each benchmark.
 */
async function openSmokeDatabase(): Promise<DatabaseHandle> {
  const template = process.env.BENCH_SMOKE_TEMPLATE;
  if (!template) return createTestDatabase();
  return openDatabase({ kind: 'pglite', dataDir: undefined, template: await openAsBlob(template) });
}
