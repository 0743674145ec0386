// The issued-voucher lists at scale (DESIGN §8: any list page ≤ 50 ms at 1M documents, no full count per
// request): BENCH_VOUCHER_DOCUMENTS documents (1,000,000 by default) of one company, bulk-loaded with
// generate_series, then page 1 and a deep page of each list, unfiltered and with each search filter,
// through the HTTP API. Embedded PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server
// (an empty database: the server migrates and seeds it). A database that already holds at least that many
// documents of the company is measured as it is, without loading: BENCH_VOUCHER_DOCUMENTS=10000000 loads
// ten million once (about 30 min and 11 GB on PostgreSQL; not for CI) and can then be measured again.
import { sql } from 'kysely';
import { demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';

const documents = benchSize('BENCH_VOUCHER_DOCUMENTS', 1_000_000, 200);
const deepPage = benchSize('BENCH_VOUCHER_DEEP_PAGE', 1_000, 2);
const repeats = benchSize('BENCH_VOUCHER_REPEATS', 5, 1);

const server = await startBenchServer(benchDatabaseEnv);
const db = server.ctx.db;

// Over 700 days to 20 Nov 2026: 90 % authorised, 4 % cancelled, 3 % not authorised, 3 % pending; nine
// document types, three CAFE deliveries, a thousand receivers.
const point = await db
  .selectFrom('billing_points as bp')
  .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
  .select(['bp.id', 'bpu.company_user_id'])
  .where('bp.company_ruc', '=', demoRuc)
  .executeTakeFirstOrThrow();
const { total: held } = await db
  .selectFrom('document_counts')
  .select(sql<string>`coalesce(sum(total), 0)`.as('total'))
  .where('company_ruc', '=', demoRuc)
  .executeTakeFirstOrThrow();
const loadStarted = performance.now();
const batch = 100_000;
const alreadyLoaded = Number(held) >= documents;
for (let from = 1; !alreadyLoaded && from <= documents; from += batch) {
  const to = Math.min(documents, from + batch - 1);
  await sql`
    insert into documents (company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
      number, cufe, emission_type, environment, issued_at, receiver_name, receiver_identification, total,
      cafe_delivery, cafe_format, signed_xml, digest_value, status, pending_state, authorised_at,
      result_code, result_message)
    select ${demoRuc}, ${point.id}, ${point.company_user_id}, lpad((1 + i % 9)::text, 2, '0'), '0000', '001',
      1000000 + i, 'FEBENCH' || i, '01', '2', s.issued_at,
      'Cliente ' || lpad((i % 1000)::text, 4, '0') || ', S.A.', '8-' || (i % 1000) || '-' || (i % 7919),
      (i % 100000) / 100.0 + 1, (1 + i % 3)::text, '3', '<rFE/>', 'bench', s.status,
      case when s.status = 'PEN' then (array[4, 5, 11])[1 + i % 3] end,
      case when s.status in ('AUT', 'ANU') then s.issued_at end,
      case s.status when 'AUT' then '0260' when 'NAU' then '1002' end,
      case s.status when 'AUT' then 'Autorizado el uso de la FE' when 'NAU' then 'Rechazo' end
    from generate_series(${from}::bigint, ${to}::bigint) as i,
      lateral (select timestamptz '2024-12-21 12:00-05' + (i * (interval '700 days' / ${documents})) as issued_at,
        case when i % 100 < 90 then 'AUT' when i % 100 < 94 then 'ANU' when i % 100 < 97 then 'NAU'
          else 'PEN' end as status) as s`.execute(db);
}
// As autovacuum leaves a table in service: statistics and a visibility map (index-only scans).
await sql`vacuum analyze documents`.execute(db);
report('voucher_lists.bulk_load', (performance.now() - loadStarted) / 1000, `s for ${documents} documents`);

const accessToken = await server.login('adm@demo.facturar.test');
// The process's first list request pays its own start (code paths compiled, connections opened): one
// request of another page size before the figures, so the first figure is the list's and its count's.
const warmUp = await fetch(`${server.url}/api/comprobantes/anulados/${demoRuc}?page=0&size=1`, {
  headers: { authorization: `Bearer ${accessToken}` },
});
await warmUp.text();

async function timePage(path: string): Promise<{ first: number; p50: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run <= repeats; run++) {
    const at = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as { totalElements: number };
    if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - at);
    total = body.totalElements;
  }
  const [first = 0, ...rest] = times;
  rest.sort((a, b) => a - b);
  return { first, p50: rest[Math.floor(rest.length / 2)] ?? 0, total };
}

const filters: Record<string, string | null> = {
  none: null,
  dates_42_days: 'fechaInicio=2026-09-01&fechaFin=2026-10-13',
  year: 'anio=2026&codigoComprobante=04',
  type: 'codigoComprobante=04',
  delivery: 'tipoEntrega=2',
  number: `secuencial=${1_000_000 + Math.floor(documents / 2)}`,
  number_range: `ini=${1_000_000 + Math.floor(documents / 4)}&fin=${1_000_000 + Math.floor(documents / 2)}`,
  receiver: 'parametroReceptor=cliente 04',
};

for (const list of ['autorizados', 'noautorizados', 'pendientes', 'anulados']) {
  for (const [filter, query] of Object.entries(filters)) {
    const base =
      query === null
        ? `/api/comprobantes/${list}/${demoRuc}?`
        : `/api/comprobantes/${list}/busqueda/${demoRuc}?${query}&`;
    const first = await timePage(`${base}page=0&size=15`);
    const deep = await timePage(`${base}page=${deepPage}&size=15`);
    const name = `voucher_lists.${list}.${filter}`;
    report(`${name}.page_1.first`, first.first, `ms (${first.total} matches)`);
    report(`${name}.page_1.p50`, first.p50, 'ms');
    report(`${name}.page_${deepPage + 1}.p50`, deep.p50, 'ms');
  }
}

await server.close();
