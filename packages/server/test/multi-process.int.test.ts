// The production shape (DESIGN §3): two stateless api processes and two workers on one PostgreSQL, with
// a worker killed while it sends. Runs on the PostgreSQL tier only: PGlite is one process by design.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody } from './support/demo-invoice.ts';
import {
  freePort,
  processEnv,
  serveProcessRig,
  signIn,
  startRole,
  waitForHealth,
} from './support/server-processes.ts';

const isPostgres = process.env.TEST_DB_TIER === 'postgres';

describe.runIf(isPostgres)('two api and two worker processes on one PostgreSQL', () => {
  const rig = serveProcessRig();
  let apiUrls: string[] = [];

  beforeAll(async () => {
    const common = processEnv(rig.database, rig.sandbox.url, { QUEUE_EXPIRE_SECONDS: '4' });
    const ports = [await freePort(), await freePort()];
    apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports)
      startRole('api', { ...common, PORT: String(port), HOST: '127.0.0.1' }, rig.processes);
    startRole('worker', common, rig.processes);
    startRole('worker', common, rig.processes);
    await Promise.all(apiUrls.map((url) => waitForHealth(url)));
  }, 120_000);

  it('issues concurrently through both, loses nothing and sends nothing twice when a worker dies mid-send', async () => {
    const accessToken = await signIn(apiUrls[0]!, 'adm@demo.facturar.test');
    const db = rig.database.db;
    const body = JSON.stringify(await demoInvoiceBody(db));

    // Slow answers keep sends in flight, so the kill lands mid-send.
    rig.sandbox.setFault({ mode: 'slow', delayMs: 1500, services: ['feRecepFE'] });
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
    const victim = rig.processes[2];
    victim?.kill('SIGKILL');
    rig.sandbox.clearFault();

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
    expect(rig.sandbox.state().documents.authorised).toBe(total);
  }, 150_000);
});
