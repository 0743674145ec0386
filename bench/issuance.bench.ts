// Issuing through the HTTP API (DESIGN §8, issue 4): documents per second on one billing point and on
// many, p50/p99 latency, and how long the worker takes to have 10,000 queued documents authorised by the
// PAC sandbox. Embedded PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server.
import { startWorkers } from '@facturar/server';
import { sql } from 'kysely';
import { createTestInvoicer, demoInvoiceBody, demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';
import { profiled } from './support/cpu-profile.ts';
import { issueConcurrently, latencyAt } from './support/issuing-clients.ts';
import { countStatements } from './support/statement-counter.ts';

const queuedDocuments = benchSize('BENCH_QUEUE_DOCUMENTS', 10_000, 24);
const requestsPerRun = benchSize('BENCH_ISSUE_REQUESTS', 400, 8);
const concurrency = 8;
const countedDocuments = benchSize('BENCH_COUNTED_DOCUMENTS', 50, 4);
const statementCounter = countStatements();

const server = await startBenchServer(benchDatabaseEnv);
const db = server.ctx.db;
await db
  .updateTable('voucher_packages')
  .set({ vouchers_total: -1 })
  .where('company_ruc', '=', demoRuc)
  .execute();

// Eight invoicers, each with a billing point of their own, for the "many points" figure (kept from an
// earlier run on the same database).
const invoicers: string[] = [];
const known = new Set(
  (await db.selectFrom('users').select('access_name').where('access_name', 'like', 'caja%').execute()).map(
    (user) => user.access_name,
  ),
);
for (let index = 0; index < concurrency; index++) {
  const accessName = `caja${index}@demo.facturar.test`;
  if (!known.has(accessName))
    await createTestInvoicer(db, { accessName, fullName: `Caja ${index}`, pointCode: String(100 + index) });
  invoicers.push(accessName);
}

// The drain counts this run's documents only, the ids the sequence gives from here on: a database already
// holding others (the voucher lists' ten million, in every state, possibly in the months after the
// sequence's, BENCH_VOUCHER_MONTHS) is measured as it is.
async function lastGivenId(): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select case when is_called then last_value else last_value - 1 end as id from documents_id_seq`.execute(
    db,
  );
  return rows[0]!.id;
}
const lastId = await lastGivenId();

// BENCH_DOCUMENT_MONTHS=144: the month partitions of twelve years ahead (ADR 0186; PostgreSQL), to show that
// issuing and the drain do not plan every month's partition.
const documentMonths = Number(process.env.BENCH_DOCUMENT_MONTHS ?? 0);
if (documentMonths > 0) {
  await sql`select keep_document_months(0, ${documentMonths})`.execute(db);
}

const body = JSON.stringify(await demoInvoiceBody(db));

async function issueMany(
  tokens: string[],
  count: number,
): Promise<{ perSecond: number; p50: number; p99: number; cpuMs: number }> {
  const cpuStarted = process.cpuUsage();
  const run = await issueConcurrently({
    url: server.url,
    body,
    count,
    lanes: Array.from({ length: concurrency }, (_, lane) => ({
      authorization: `Bearer ${tokens[lane % tokens.length] as string}`,
    })),
  });
  const cpu = process.cpuUsage(cpuStarted);
  return {
    perSecond: count / run.seconds,
    p50: latencyAt(run, 0.5),
    p99: latencyAt(run, 0.99),
    cpuMs: (cpu.user + cpu.system) / 1000 / count,
  };
}

// The statements and transactions of one generation, counted on documents issued one after another (the
// same on every run, unlike the timings): what the billing point's lock waits on.
{
  const token = await server.login('adm@demo.facturar.test');
  const before = statementCounter.read();
  for (let index = 0; index < countedDocuments; index++) {
    const response = await fetch(`${server.url}/api/generacion/comprobantes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    if (response.status !== 200) throw new Error(`generation → ${response.status} ${await response.text()}`);
  }
  const after = statementCounter.read();
  report(
    'issue_api_statements',
    (after.statements - before.statements) / countedDocuments,
    'statements/document',
  );
  report(
    'issue_api_transactions',
    (after.transactions - before.transactions) / countedDocuments,
    'transactions/document',
  );
}

const admToken = await server.login('adm@demo.facturar.test');
const onePointStatements = statementCounter.read();
const onePoint = await profiled('issue_api_one_billing_point', () => issueMany([admToken], requestsPerRun));
// Under load a company's documents that wait to be numbered are stored together (ADR 0184), so this
// differs from the one-after-another count above.
report(
  'issue_api_one_billing_point_statements',
  (statementCounter.read().statements - onePointStatements.statements) / requestsPerRun,
  'statements/document',
);
report('issue_api_one_billing_point', onePoint.perSecond, 'documents/s');
report('issue_api_one_billing_point_p50', onePoint.p50, 'ms');
report('issue_api_one_billing_point_p99', onePoint.p99, 'ms');
report('issue_api_one_billing_point_cpu', onePoint.cpuMs, 'ms CPU/document');

const tokens = await Promise.all(invoicers.map((access) => server.login(access)));
const manyPointsStatements = statementCounter.read();
const manyPoints = await profiled('issue_api_many_billing_points', () => issueMany(tokens, requestsPerRun));
report(
  'issue_api_many_billing_points_statements',
  (statementCounter.read().statements - manyPointsStatements.statements) / requestsPerRun,
  'statements/document',
);
report('issue_api_many_billing_points', manyPoints.perSecond, 'documents/s');
report('issue_api_many_billing_points_p50', manyPoints.p50, 'ms');
report('issue_api_many_billing_points_p99', manyPoints.p99, 'ms');
report('issue_api_many_billing_points_cpu', manyPoints.cpuMs, 'ms CPU/document');

// Queue drain: fill the queue with no worker running, then start the worker and time it to empty.
// BENCH_QUEUE_DOCUMENTS=0 leaves it out (a profile of the issuing path alone).
if (queuedDocuments > 0) {
  const alreadyQueued = 2 * requestsPerRun;
  await issueMany(tokens, Math.max(0, queuedDocuments - alreadyQueued));
  const lastQueuedId = await lastGivenId();
  const queued = Number(
    (
      await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', '>', lastId)
        .where('id', '<=', lastQueuedId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const drainStarted = performance.now();
  const drainCpu = process.cpuUsage();
  const statementsBefore = statementCounter.read();
  let polls = 0;
  await profiled('queue_drain', async () => {
    await startWorkers(server.ctx);
    for (;;) {
      polls++;
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', '>', lastId)
        .where('id', '<=', lastQueuedId)
        .where('status', '=', 'AUT')
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= queued) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const cpu = process.cpuUsage(drainCpu);
  // The worker's statements (pg-boss's fetches and completions, the documents' writes, the e-mail jobs
  // they enqueue and whatever runs meanwhile), without this loop's own counting polls.
  const drainStatements = statementCounter.read().statements - statementsBefore.statements - polls;
  report('queue_drain_documents', queued, 'documents');
  report('queue_drain_statements', drainStatements / queued, 'statements/document');
  report('queue_drain_cpu', (cpu.user + cpu.system) / 1000 / queued, 'ms CPU/document');
  report('queue_drain_time', drainSeconds, 's');
  report('queue_drain_rate', queued / drainSeconds, 'documents/s');
}

await server.close();
