// The production shape (DESIGN §3): two stateless api processes and two workers on one PostgreSQL, with
// a worker killed while it sends. Runs on the PostgreSQL tier only: PGlite is one process by design.
import type { ChildProcess } from 'node:child_process';
import { startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/adapters/db/open-database.ts';
import { demoInvoiceBody } from './support/demo-invoice.ts';
import {
  freePort,
  killAll,
  processEnv,
  signIn,
  startRole,
  waitForHealth,
} from './support/server-processes.ts';
import { createTestDatabase } from './support/test-database.ts';

const isPostgres = process.env.TEST_DB_TIER === 'postgres';

let database: DatabaseHandle;
let sandbox: PacSandbox;
const processes: ChildProcess[] = [];

describe.runIf(isPostgres)('two api and two worker processes on one PostgreSQL', () => {
  let apiUrls: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = await startPacSandbox({ host: '127.0.0.1' });
    const common = processEnv(database, sandbox.url, { QUEUE_EXPIRE_SECONDS: '4' });
    const ports = [await freePort(), await freePort()];
    apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports)
      startRole('api', { ...common, PORT: String(port), HOST: '127.0.0.1' }, processes);
    startRole('worker', common, processes);
    startRole('worker', common, processes);
    await Promise.all(apiUrls.map((url) => waitForHealth(url)));
  }, 120_000);

  afterAll(async () => {
    killAll(processes);
    await sandbox?.close();
    await database?.close();
  });

  it('issues concurrently through both, loses nothing and sends nothing twice when a worker dies mid-send', async () => {
    const accessToken = await signIn(apiUrls[0]!, 'adm@demo.facturar.test');
    const db = database.db;
    const body = JSON.stringify(await demoInvoiceBody(db));

    // Slow answers keep sends in flight, so the kill lands mid-send.
    sandbox.setFault({ mode: 'slow', delayMs: 1500, services: ['feRecepFE'] });
    const total = 24;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        fetch(`${apiUrls[index % 2]}/api/generacion/comprobantes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(total).fill(200));

    await new Promise((resolve) => setTimeout(resolve, 800));
    const victim = processes[2];
    victim?.kill('SIGKILL');
    sandbox.clearFault();

    const deadline = Date.now() + 90_000;
    let rows: { number: string; status: string; send_attempts: number; cufe: string }[];
    for (;;) {
      rows = await db.selectFrom('documents').select(['number', 'status', 'send_attempts', 'cufe']).execute();
      if (rows.length === total && rows.every((row) => row.status === 'AUT')) break;
      if (Date.now() > deadline)
        throw new Error(`not all authorised: ${JSON.stringify(rows.map((row) => row.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(rows.map((row) => Number(row.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.cufe)).size).toBe(total);
    // The PAC holds each document once: the retries of the killed worker's jobs consulted before sending.
    expect(sandbox.state().documents.authorised).toBe(total);
  }, 150_000);
});
