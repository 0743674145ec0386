// Starts the real application once for the browser tests: the built web app and the API on a free port,
// on a fresh embedded database with the demo seed, e-mail captured by an SMTP server on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../packages/server/src/config.ts';
import { startServer } from '../../packages/server/src/start-server.ts';
import { startSmtpCapture } from '../../packages/server/test/support/smtp-capture.ts';
import { buildWebIfStale } from '../../scripts/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    smtpUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-e2e-'));
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      MAX_FAILED_LOGINS: '3',
    },
    join(import.meta.dirname, '../..'),
  );
  const server = await startServer(config);
  project.provide('baseUrl', server.url);
  project.provide('smtpUrl', smtp.url);
  return async () => {
    await server.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
