// Issuing with a company API key against issuing with a session token (issue 26), in the same run: the
// same invoice through POST /api/generacion/comprobantes by 8 concurrent clients on the same billing point
// (0001-001), once with the INT user's access token, once with a key of that point, and once with the key
// and an Idempotency-Key per request, as a point of sale sends it. The modes alternate in rounds so a busy
// machine weighs on each alike. Embedded PGlite by default; BENCH_DATABASE_URL runs it on PostgreSQL.
import { demoInvoiceBody, demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';
import { profiled } from './support/cpu-profile.ts';
import { issueConcurrently, latencyAt } from './support/issuing-clients.ts';

const requestsPerRound = benchSize('BENCH_API_KEY_REQUESTS', 200, 4);
const rounds = benchSize('BENCH_API_KEY_ROUNDS', 3, 1);
const concurrency = 8;

const server = await startBenchServer({
  ...benchDatabaseEnv,
  // The key's own limit would cap the figure, not measure it.
  API_KEY_RATE_LIMIT_PER_MINUTE: '100000000',
});
const db = server.ctx.db;
await db
  .updateTable('voucher_packages')
  .set({ vouchers_total: -1 })
  .where('company_ruc', '=', demoRuc)
  .execute();

const session = await server.login('caja.david@demo.facturar.test');
const adm = await server.login('adm@demo.facturar.test');
const point = await db
  .selectFrom('billing_points')
  .select('id')
  .where('company_ruc', '=', demoRuc)
  .where('branch_code', '=', '0001')
  .where('point_code', '=', '001')
  .executeTakeFirstOrThrow();
const created = await fetch(`${server.url}/api/integraciones/${demoRuc}/claves`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${adm}` },
  body: JSON.stringify({ nombre: 'Banco de pruebas', permisos: ['emitir'], idSecuencial: point.id }),
});
if (created.status !== 200) throw new Error(`key → ${created.status} ${await created.text()}`);
const { clave } = (await created.json()) as { clave: string };

const body = JSON.stringify(await demoInvoiceBody(db));
type Mode = 'session' | 'api_key' | 'api_key_idempotent';
const credentials: Record<Mode, string> = { session, api_key: clave, api_key_idempotent: clave };
// This run's keys are its own, on a database an earlier run issued on too.
const run = Date.now().toString(36);

async function issueRound(
  mode: Mode,
  count: number,
  into: { latencies: number[]; seconds: number; cpuMs: number },
  round: number,
) {
  const cpuStarted = process.cpuUsage();
  const sent = await issueConcurrently({
    url: server.url,
    body,
    count,
    lanes: Array.from({ length: concurrency }, () => ({ authorization: `Bearer ${credentials[mode]}` })),
    idempotencyPrefix: mode === 'api_key_idempotent' ? `${run}-${round}` : undefined,
  });
  into.latencies.push(...sent.latencies);
  into.seconds += sent.seconds;
  const cpu = process.cpuUsage(cpuStarted);
  into.cpuMs += (cpu.user + cpu.system) / 1000;
}

const modes: Mode[] = ['session', 'api_key', 'api_key_idempotent'];
const totals = Object.fromEntries(
  modes.map((mode) => [mode, { latencies: [] as number[], seconds: 0, cpuMs: 0 }]),
) as Record<Mode, { latencies: number[]; seconds: number; cpuMs: number }>;
for (let round = 0; round < rounds; round++)
  for (const mode of modes)
    await profiled(`issue_${mode}_round_${round + 1}`, () =>
      issueRound(mode, requestsPerRound, totals[mode], round),
    );

for (const mode of modes) {
  const { latencies, seconds, cpuMs } = totals[mode];
  const all = { seconds, latencies: latencies.sort((a, b) => a - b) };
  report(`issue_${mode}`, latencies.length / seconds, 'documents/s');
  report(`issue_${mode}_p50`, latencyAt(all, 0.5), 'ms');
  report(`issue_${mode}_p99`, latencyAt(all, 0.99), 'ms');
  report(`issue_${mode}_cpu`, cpuMs / latencies.length, 'ms CPU/document');
}

await server.close();
