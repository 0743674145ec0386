// The spreadsheet reports at scale (DESIGN §8: a 100k-row report ≤ 10 s in ≤ 256 MB; issue 18: 1,000,000
// rows through the background job). BENCH_REPORT_DOCUMENTS documents (1,000,000 by default) of one company
// in the last 42 days, one in ten an export invoice (type 03), bulk-loaded with generate_series; then the
// issued-vouchers report of the export invoices (100,000 rows) answered directly over HTTP, and of every
// type (1,000,000 rows) through the job, its file read back. RSS is sampled every 20 ms while each runs
// (the process holds the server, the client and, without BENCH_DATABASE_URL, the embedded PGlite).
import { sql } from 'kysely';
import { demoRuc } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';
import { drain, MB, measure, reportMeasured } from './support/measure.ts';

const documents = benchSize('BENCH_REPORT_DOCUMENTS', 1_000_000, 100);
const isJobRun = (process.env.BENCH_REPORT_JOB ?? '1') !== '0';

const server = await startBenchServer({
  ...benchDatabaseEnv,
  ROLE: 'all',
  // The 100k report is answered directly; the whole period goes through the job.
  REPORT_JOB_THRESHOLD_ROWS: String(documents / 10 + 1),
});
const db = server.ctx.db;

const point = await db
  .selectFrom('billing_points as bp')
  .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
  .select(['bp.id', 'bpu.company_user_id'])
  .where('bp.company_ruc', '=', demoRuc)
  .executeTakeFirstOrThrow();
const now = new Date();
const loadStarted = performance.now();
const batch = 100_000;
for (let from = 1; from <= documents; from += batch) {
  const to = Math.min(documents, from + batch - 1);
  // 95 % authorised, 5 % cancelled, spread over the last 41 days; a thousand receivers.
  await sql`
    insert into documents (company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
      number, cufe, emission_type, environment, issued_at, receiver_name, receiver_identification, total,
      cafe_delivery, cafe_format, signed_xml, digest_value, status, protocol, authorised_at, cancelled_at,
      result_code, result_message)
    select ${demoRuc}, ${point.id}, ${point.company_user_id}, case when i % 10 = 0 then '03' else '01' end,
      '0000', '001', 2000000 + i,
      'FE01200155596713-2-2015-0000' || lpad(i::text, 10, '0') || '0001123456789' || lpad((i % 97)::text, 2, '0'),
      '01', '2', s.issued_at, 'Cliente ' || lpad((i % 1000)::text, 4, '0') || ', S.A.',
      '8-' || (i % 1000) || '-' || (i % 7919), (i % 100000) / 100.0 + 1, '3', '3', '<rFE/>', 'bench', s.status,
      '2026' || lpad(i::text, 16, '0'), s.issued_at, case when s.status = 'ANU' then s.issued_at end,
      '0260', 'Autorizado el uso de la FE'
    from generate_series(${from}::bigint, ${to}::bigint) as i,
      lateral (select ${now}::timestamptz - (i * (interval '41 days' / ${documents})) as issued_at,
        case when i % 100 < 95 then 'AUT' else 'ANU' end as status) as s`.execute(db);
}
await sql`analyze documents`.execute(db);
report('reports.bulk_load', (performance.now() - loadStarted) / 1000, `s for ${documents} documents`);

const accessToken = await server.login('adm@demo.facturar.test');
const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
const day = (offset: number) =>
  new Date(now.getTime() - 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const period = { fechaInicio: `${day(-41)} 00:00:00`, fechaFin: `${day(0)} 23:59:59`, rucEmpresa: demoRuc };

const rssBefore = process.memoryUsage.rss() / MB;
const direct = await measure(async () => {
  const response = await fetch(`${server.url}/api/reporte/comprobantes/emitidos`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...period, tipoComprobante: '03' }),
  });
  if (response.status !== 200) throw new Error(`report → ${response.status} ${await response.text()}`);
  return drain(response);
});
const directRows = documents / 10;
reportMeasured(`reports.issued_${directRows}_rows`, direct, 'HTTP answer read to the end', rssBefore);
report(`reports.issued_${directRows}_rows.file`, direct.value / MB, 'MB');

if (isJobRun) {
  const jobBefore = process.memoryUsage.rss() / MB;
  const job = await measure(async () => {
    const response = await fetch(`${server.url}/api/reporte/comprobantes/emitidos`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...period, tipoComprobante: '00' }),
    });
    if (response.status !== 202) throw new Error(`report job → ${response.status} ${await response.text()}`);
    const { idTrabajo, totalRegistros } = (await response.json()) as {
      idTrabajo: string;
      totalRegistros: number;
    };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const status = (await (
        await fetch(`${server.url}/api/reporte/trabajos/${idTrabajo}`, { headers })
      ).json()) as { estado: string };
      if (status.estado === 'ERR') throw new Error('the report job failed');
      if (status.estado === 'LIS') break;
    }
    const file = await fetch(`${server.url}/api/reporte/trabajos/${idTrabajo}/archivo`, { headers });
    const bytes = await drain(file);
    return { rows: totalRegistros, bytes };
  });
  reportMeasured(`reports.issued_${job.value.rows}_rows_job`, job, 'request to file downloaded', jobBefore);
  report(`reports.issued_${job.value.rows}_rows_job.file`, job.value.bytes / MB, 'MB');
}

await server.close();
