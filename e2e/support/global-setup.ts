// Starts the real application once for the browser tests: the built web app and the API on a free port,
// on a fresh embedded database with the demo seed; e-mail goes to the outbox folder, which tests read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../packages/server/src/config.ts';
import { startServer } from '../../packages/server/src/start-server.ts';
import { startPacSandbox } from '../../packages/pac-sandbox/src/index.ts';
import { createTestUser } from '../../packages/server/test/support/test-users.ts';
import { buildWebIfStale } from '../../scripts/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
  }
}

export const e2eUsers = [
  {
    accessName: 'bloqueo@demo.facturar.test',
    fullName: 'Usuario Para Bloquear',
    profile: 'INT',
    state: 'ACT',
  },
  { accessName: 'inactivo@demo.facturar.test', fullName: 'Usuario Inactivo', profile: 'INT', state: 'DES' },
  { accessName: 'olvido@demo.facturar.test', fullName: 'Olga Olvidadiza', profile: 'INT', state: 'ACT' },
  // No billing point is assigned to this invoicer: issuing is blocked ('SIN_SECUENCIAL').
  { accessName: 'sinpunto@demo.facturar.test', fullName: 'Sonia Sin Punto', profile: 'INT', state: 'ACT' },
] as const;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-'));
  const sandbox = await startPacSandbox({ host: '127.0.0.1' });
  const config = loadConfig(
    {
      PAC_URL: sandbox.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      MAX_FAILED_LOGINS: '3',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    join(import.meta.dirname, '../..'),
  );
  const server = await startServer(config);
  // Users that the journeys lock, deactivate, send through recovery or block from issuing, so the demo
  // users stay usable.
  for (const user of e2eUsers) await createTestUser(server.ctx.db, user);
  project.provide('baseUrl', server.url);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    await server.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
