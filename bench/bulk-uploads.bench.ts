// Bulk uploads (issue 19): a 10,000-row .xlsx of documents validated and issued through
// POST /api/generacion/comprobantes/excel/0 and its job, and a 10,000-RUC check through
// POST /api/admin/clientes/verificar/loteRuc against the PAC sandbox. Wall-clock phases and the process's
// peak memory (one process: api, worker, PGlite and the sandbox). PGlite, or BENCH_DATABASE_URL.
import { bulkDocumentColumns } from '@facturar/contracts';
import { buildWorkbook, demoRuc, multipartUpload } from '@facturar/server/testing';
import { benchDatabaseEnv, report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';

const documentRows = benchSize('BENCH_BULK_ROWS', 10_000, 4);
const rucRows = benchSize('BENCH_BULK_RUCS', 10_000, 4);

const server = await startBenchServer({ ...benchDatabaseEnv, ROLE: 'all' });
await server.ctx.db
  .updateTable('voucher_packages')
  .set({ vouchers_total: -1 })
  .where('company_ruc', '=', demoRuc)
  .execute();
const token = await server.login('adm@demo.facturar.test');

/** The resident set size before `work` and the highest seen while it runs, sampled every 50 ms. */
async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; baselineMb: number }> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    return {
      result,
      peakMb: Math.max(peak, process.memoryUsage().rss) / 1_048_576,
      baselineMb: baseline / 1_048_576,
    };
  } finally {
    clearInterval(timer);
  }
}

async function post(path: string, content: Buffer, fields: Record<string, string> = {}): Promise<Response> {
  const body = multipartUpload({ name: 'lote.xlsx', content }, fields);
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    body: body.payload,
  });
}

// RUCs: the registry's demo taxpayers and valid-format RUCs it does not know, each with its type.
const registry = [
  ['155596713-2-2015', '2'],
  ['155601234-2-2015', '2'],
  ['8-274-125', '1'],
  ['4-123-456', '1'],
  ['E-8-110361', '1'],
];
const rucSheet: string[][] = [['RUC', 'Tipo de contribuyente (1 natural, 2 jurídico)']];
for (let index = 0; index < rucRows; index++) {
  rucSheet.push(
    index % 4 === 0
      ? (registry[index % registry.length] as string[])
      : [`8-${(index % 900) + 1}-${index}`, '1'],
  );
}
const rucFile = await buildWorkbook({ RUCs: rucSheet });
const rucCheck = await withPeakMemory(async () => {
  const at = performance.now();
  const response = await post('/api/admin/clientes/verificar/loteRuc', rucFile);
  if (response.status !== 200) throw new Error(`RUC check → ${response.status} ${await response.text()}`);
  const answer = Buffer.from(await response.arrayBuffer());
  return { seconds: (performance.now() - at) / 1000, answerKb: answer.length / 1024 };
});
report('bulk.rucs.rows', rucRows, 'rucs');
report('bulk.rucs.check_s', rucCheck.result.seconds, 's');
report('bulk.rucs.per_s', rucRows / rucCheck.result.seconds, 'rucs/s');
report('bulk.rucs.answer_kb', rucCheck.result.answerKb, 'KB');
report('bulk.rucs.baseline_rss_mb', rucCheck.baselineMb, 'MB');
report('bulk.rucs.peak_rss_mb', rucCheck.peakMb, 'MB');

// Documents: two items each (a service at 7 % and an exempt product), half to a registered customer.
const keys = Object.keys(bulkDocumentColumns) as (keyof typeof bulkDocumentColumns)[];
const rows: string[][] = [Object.values(bulkDocumentColumns)];
for (let index = 0; rows.length <= documentRows; index++) {
  const reference = `BENCH-${index + 1}`;
  const first: Partial<Record<keyof typeof bulkDocumentColumns, string>> = {
    reference,
    type: '01',
    ...(index % 2 === 0 ? { customer: '155601234-2-2015' } : { consumerName: 'Consumidor final' }),
    product: 'SRV-001',
    quantity: String((index % 5) + 1),
    payment: '02',
  };
  rows.push(keys.map((key) => first[key] ?? ''));
  if (rows.length <= documentRows) {
    const second: Partial<Record<keyof typeof bulkDocumentColumns, string>> = {
      reference,
      product: 'ALI-005',
      quantity: '3',
    };
    rows.push(keys.map((key) => second[key] ?? ''));
  }
}
const documentFile = await buildWorkbook({ Comprobantes: rows });
report('bulk.documents.file_kb', documentFile.length / 1024, 'KB');

/** The upload's phases as its job recorded them (the screen polls the same progress). */
async function uploadRecord(id: number) {
  return server.ctx.db
    .selectFrom('bulk_uploads')
    .select(['status', 'created_at', 'validated_at', 'finished_at', 'documents_issued', 'documents_invalid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const documents = await withPeakMemory(async () => {
  const started = performance.now();
  const response = await post('/api/generacion/comprobantes/excel/0', documentFile, { codigo: 'I4' });
  if (response.status !== 200) throw new Error(`upload → ${response.status} ${await response.text()}`);
  const accepted = performance.now();
  const { idCarga } = (await response.json()) as { idCarga: number };
  for (;;) {
    const record = await uploadRecord(idCarga);
    if (record.status === 'FIN' || record.status === 'ERR') {
      if (
        record.status === 'ERR' ||
        record.documents_invalid > 0 ||
        !record.validated_at ||
        !record.finished_at
      )
        throw new Error(`bulk upload ended ${JSON.stringify(record)}`);
      const queued = record.created_at.getTime();
      return {
        acceptSeconds: (accepted - started) / 1000,
        validateSeconds: (record.validated_at.getTime() - queued) / 1000,
        issueSeconds: (record.finished_at.getTime() - record.validated_at.getTime()) / 1000,
        totalSeconds: (record.finished_at.getTime() - queued) / 1000 + (accepted - started) / 1000,
        issued: record.documents_issued,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
const { acceptSeconds, validateSeconds, issueSeconds, totalSeconds, issued } = documents.result;
report('bulk.documents.rows', documentRows, 'rows');
report('bulk.documents.issued', issued, 'documents');
report('bulk.documents.upload_accepted_s', acceptSeconds, 's');
report('bulk.documents.validate_s', validateSeconds, 's');
report('bulk.documents.issue_s', issueSeconds, 's');
report('bulk.documents.total_s', totalSeconds, 's');
report('bulk.documents.issued_per_s', issued / issueSeconds, 'documents/s');
report('bulk.documents.baseline_rss_mb', documents.baselineMb, 'MB');
report('bulk.documents.peak_rss_mb', documents.peakMb, 'MB');

await server.close();
