// The issued-voucher lists at scale (DESIGN §8: any list page ≤ 50 ms at 1M documents, no full count per
// request): BENCH_VOUCHER_DOCUMENTS documents (1,000,000 by default) of one company, bulk-loaded with
// generate_series, then page 1 and a deep page of each list, unfiltered (in each order) and with each
// search filter, through the HTTP API; the deep page once jumped to, once paged to. Embedded PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server
// (an empty database: the server migrates and seeds it). A database that already holds at least that many
// documents of the company is measured as it is, without loading: BENCH_VOUCHER_DOCUMENTS=10000000 loads
// ten million once (about 15 min and 11 GB on PostgreSQL; not for CI) and can then be measured again.
//
// By default the documents span 700 days to 20 Nov 2026 and take their ids from the sequence, so they all
// sit in the first partition (a database converted in service, ADR 0186), as every figure before
// BENCH_VOUCHER_MONTHS was taken. BENCH_VOUCHER_MONTHS=144 spreads them evenly over that many months
// instead, each month's documents in that month's own partition (ids month × 10⁹ + k, the partitions made
// first by keep_document_months): twelve years of a company as the product will hold them. The product
// gives a month a partition of its own only from the month after the one it is migrated in, so the span
// starts next month and lies ahead of today: the server's clock is moved to the span's last day for the
// lists (the searches refuse days after today); the sequence stays where it is, so issuing afterwards
// (issuance.bench.ts on the same database, at the real date) still numbers from the current month.
import { sql } from 'kysely';
import { demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';

const documents = benchSize('BENCH_VOUCHER_DOCUMENTS', 1_000_000, 200);
// Three months in smoke mode, so the tests run the months' loader too (on PGlite: the same partitions).
const months = benchSize('BENCH_VOUCHER_MONTHS', 0, 3);
const deepPage = benchSize('BENCH_VOUCHER_DEEP_PAGE', 1_000, 2);
const repeats = benchSize('BENCH_VOUCHER_REPEATS', 5, 1);

// Real time while the server starts, seeds and the documents load; the span's last day for the lists.
let clockShiftMs = 0;
const server = await startBenchServer(benchDatabaseEnv, { now: () => new Date(Date.now() + clockShiftMs) });
const db = server.ctx.db;

// Panama keeps UTC-5 all year. Month m counts from January 2026 (0), as the partitions do (ADR 0186).
const panamaOffsetMs = 5 * 3_600_000;
const monthStart = (month: number) => new Date(Date.UTC(2026, month, 1) + panamaOffsetMs);
const panamaDay = (instant: Date) => new Date(instant.getTime() - panamaOffsetMs).toISOString().slice(0, 10);
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);
// The first month with a partition of its own: where the first partition ends (migration 0111).
const { rows: firstPartition } = await sql<{ end_month: number }>`
  select ((regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''?(-?\\d+)''?\\)'))[1]::bigint
          / 1000000000)::integer as end_month
    from pg_class c where c.relname = 'documents_first'`.execute(db);
const firstMonth = firstPartition[0]!.end_month;
/** The 0-based index of month j's first document: the months' counts differ by one at most. */
const firstOfMonth = (j: number) => Math.ceil((j * documents) / months);

// Over 700 days to 20 Nov 2026, or over the months: 90 % authorised, 4 % cancelled, 3 % not authorised,
// 3 % pending; nine document types, three CAFE deliveries, a thousand receivers. The pending ones are
// already reported in doubt, as the worker's doubt job leaves them (ADR 0110): left unreported, the job
// of a worker started on this database (issuance.bench.ts) would report them during its figures.
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
const alreadyLoaded = Number(held) >= documents;
if (months > 0 && !alreadyLoaded) {
  await sql`select keep_document_months(${firstMonth - 1}, ${firstMonth + months - 1})`.execute(db);
}
// Document i's id and issue date: from the sequence and evenly over the 700 days; or, with months, the
// k-th of its month j's documents gets id (first month + j) × 10⁹ + k and a date evenly within the month.
const placed =
  months === 0
    ? sql`select nextval('documents_id_seq') as id,
        timestamptz '2024-12-21 12:00-05' + (i * (interval '700 days' / ${documents})) as issued_at`
    : sql`select (${firstMonth}::bigint + m.j) * 1000000000 + m.k as id,
        m.starts + ((m.k + 0.5) / m.documents)::float8 * (m.ends - m.starts) as issued_at
      from (select j, (i - 1) - (j * ${documents} + ${months} - 1) / ${months} as k,
              ((j + 1) * ${documents} + ${months} - 1) / ${months} - (j * ${documents} + ${months} - 1) / ${months}
                as documents,
              (timestamp '2026-01-01 05:00' + (${firstMonth} + j) * interval '1 month') at time zone 'UTC' as starts,
              (timestamp '2026-01-01 05:00' + (${firstMonth} + j + 1) * interval '1 month') at time zone 'UTC'
                as ends
            from (select (i - 1) * ${months} / ${documents} as j) as month) as m`;
const loadStarted = performance.now();
const batch = 100_000;
for (let from = 1; !alreadyLoaded && from <= documents; from += batch) {
  const to = Math.min(documents, from + batch - 1);
  await sql`
    insert into documents (id, company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
      number, cufe, emission_type, environment, issued_at, receiver_name, receiver_identification, total,
      cafe_delivery, cafe_format, signed_xml, digest_value, status, pending_state, doubt_reported_at,
      authorised_at, result_code, result_message)
    select p.id, ${demoRuc}, ${point.id}, ${point.company_user_id}, lpad((1 + i % 9)::text, 2, '0'), '0000', '001',
      1000000 + i, 'FEBENCH' || i, '01', '2', p.issued_at,
      'Cliente ' || lpad((i % 1000)::text, 4, '0') || ', S.A.', '8-' || (i % 1000) || '-' || (i % 7919),
      (i % 100000) / 100.0 + 1, (1 + i % 3)::text, '3', '<rFE/>', 'bench', s.status,
      case when s.status = 'PEN' then (array[4, 5, 11])[1 + i % 3] end,
      case when s.status = 'PEN' then p.issued_at end,
      case when s.status in ('AUT', 'ANU') then p.issued_at end,
      case s.status when 'AUT' then '0260' when 'NAU' then '1002' end,
      case s.status when 'AUT' then 'Autorizado el uso de la FE' when 'NAU' then 'Rechazo' end
    from generate_series(${from}::bigint, ${to}::bigint) as i,
      lateral (${placed}) as p,
      lateral (select case when i % 100 < 90 then 'AUT' when i % 100 < 94 then 'ANU' when i % 100 < 97 then 'NAU'
          else 'PEN' end as status) as s`.execute(db);
}
// As autovacuum leaves a table in service: statistics and a visibility map (index-only scans).
await sql`vacuum analyze documents`.execute(db);
report('voucher_lists.bulk_load', (performance.now() - loadStarted) / 1000, `s for ${documents} documents`);

// The searches, placed in the span as they were in the 700 days: 42 days ending 38 days before its last
// day, its last year (with a type), and the year before it for the searches without dates (the
// contract's default year, 2025, for the 700 days). The number searches name documents of that year: the
// 700 days' middle one and the quarter before it; the months' that year's middle one and the quarter of
// its documents before it.
const lastDay = months === 0 ? '2026-11-20' : dayBefore(panamaDay(monthStart(firstMonth + months)), 1);
const lastYear = Number(lastDay.slice(0, 4));
let numberFrom = Math.floor(documents / 4);
let numberTo = Math.floor(documents / 2);
if (months > 0) {
  const january = (lastYear - 1 - 2026) * 12 - firstMonth;
  const yearFirst = firstOfMonth(Math.max(0, january)) + 1;
  const yearLast = firstOfMonth(Math.min(months, Math.max(0, january + 12)));
  numberTo = Math.floor((yearFirst + yearLast) / 2);
  // A span that does not reach that year (the smoke run's three months) searches one number.
  numberFrom = numberTo - Math.floor(Math.max(0, yearLast - yearFirst) / 4);
  // The company's today is the span's last day, an hour before its end.
  clockShiftMs = monthStart(firstMonth + months).getTime() - 3_600_000 - Date.now();
}
const filters: Record<string, string | null> = {
  none: null,
  dates_42_days: `fechaInicio=${dayBefore(lastDay, 80)}&fechaFin=${dayBefore(lastDay, 38)}`,
  year: `anio=${lastYear}&codigoComprobante=04`,
  type: `anio=${lastYear - 1}&codigoComprobante=04`,
  delivery: `anio=${lastYear - 1}&tipoEntrega=2`,
  number: `anio=${lastYear - 1}&secuencial=${1_000_000 + numberTo}`,
  number_range: `anio=${lastYear - 1}&ini=${1_000_000 + numberFrom}&fin=${1_000_000 + numberTo}`,
  receiver: `anio=${lastYear - 1}&parametroReceptor=cliente 04`,
};

const accessToken = await server.login('adm@demo.facturar.test');
async function get(path: string): Promise<{ totalElements: number }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { totalElements: number };
  if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
  return body;
}
// The process's first list request pays its own start (code paths compiled, connections opened): one
// request of another page size before the figures, so the first figure is the list's and its count's.
await get(`/api/comprobantes/anulados/${demoRuc}?page=0&size=1`);

async function timePage(path: string): Promise<{ first: number; p50: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run <= repeats; run++) {
    const at = performance.now();
    total = (await get(path)).totalElements;
    times.push(performance.now() - at);
  }
  const [first = 0, ...rest] = times;
  rest.sort((a, b) => a - b);
  return { first, p50: rest[Math.floor(rest.length / 2)] ?? 0, total };
}

// The unfiltered lists sorted otherwise than newest first, the ways a list's header sorts it.
const sorts: Record<string, string> = {
  oldest: 'idAsignacionComprobanteElectronico,asc',
  by_date: 'fechaEmision,desc',
  by_date_oldest: 'fechaEmision,asc',
};

for (const list of ['autorizados', 'noautorizados', 'pendientes', 'anulados']) {
  const lists: [string, string][] = [
    ...Object.entries(filters).map(([filter, query]): [string, string] => [
      filter,
      query === null
        ? `/api/comprobantes/${list}/${demoRuc}?`
        : `/api/comprobantes/${list}/busqueda/${demoRuc}?${query}&`,
    ]),
    ...Object.entries(sorts).map(([name, sort]): [string, string] => [
      name,
      `/api/comprobantes/${list}/${demoRuc}?sort=${sort}&`,
    ]),
  ];
  for (const [filter, base] of lists) {
    const first = await timePage(`${base}page=0&size=15`);
    // A jump from page 1: no page just before it was served, so its rows are counted from the start.
    const deep = await timePage(`${base}page=${deepPage}&size=15`);
    // Paging, as the screens do: the page before it served, it starts past that page's last row (ADR 0196).
    await get(`${base}page=${deepPage - 1}&size=15`);
    const next = await timePage(`${base}page=${deepPage}&size=15`);
    const name = `voucher_lists.${list}.${filter}`;
    report(`${name}.page_1.first`, first.first, `ms (${first.total} matches)`);
    report(`${name}.page_1.p50`, first.p50, 'ms');
    report(`${name}.page_${deepPage + 1}.p50`, deep.p50, 'ms');
    report(`${name}.page_${deepPage + 1}.next.p50`, next.p50, 'ms');
  }
}

await server.close();
