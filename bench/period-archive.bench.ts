// The period archive at scale (issue 27 §3: 'Benchmark: 10,000 documents'; ADR 0141: streamed, memory flat).
// One invoice is issued through the API and authorised by the PAC sandbox, then copied in SQL to
// BENCH_ARCHIVE_DOCUMENTS (10,000) documents of the same day (each a real signed XML, so each CAFE is
// really rendered). The archive is requested, its job followed to the end and its ZIP downloaded; RSS and
// heap are sampled throughout (one process: api, worker, PGlite and the client).
import { demoInvoiceBody, demoRuc, createDocumentCopies } from '@facturar/server/testing';
import { report, startBenchServer, benchDatabaseEnv } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';
import { drain, MB, measure, reportMeasured } from './support/measure.ts';

const documents = benchSize('BENCH_ARCHIVE_DOCUMENTS', 10_000, 5);

const server = await startBenchServer({ ...benchDatabaseEnv, ROLE: 'all' });
const accessToken = await server.login('adm@demo.facturar.test');
const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const { cufe } = await call<{ cufe: string }>('/generacion/comprobantes', {
  method: 'POST',
  body: await demoInvoiceBody(server.ctx.db),
});
let found: { idComprobanteElectronico: number; estado: string };
for (;;) {
  found = await call(`/comprobante/buscar/cufe/${cufe}`);
  if (found.estado !== 'PEN') break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
if (found.estado !== 'AUT') throw new Error(`the source invoice ended ${found.estado}`);
const loadStarted = performance.now();
await createDocumentCopies(server.ctx.db, String(found.idComprobanteElectronico), documents - 1);
report('period_archive.copy', (performance.now() - loadStarted) / 1000, `s for ${documents - 1} copies`);

// The copies keep the source's issue instant: the archive covers that Panama day.
const issuedDay = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const rssBefore = process.memoryUsage.rss() / MB;
const archive = await measure(async () => {
  const job = await call<{ idTrabajo: string; totalRegistros: number }>('/archivo/periodo', {
    method: 'POST',
    body: {
      fechaInicio: `${issuedDay} 00:00:00`,
      fechaFin: `${issuedDay} 23:59:59`,
      rucEmpresa: demoRuc,
      tipoComprobante: '00',
      estado: 'todos',
    },
  });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const status = await call<{ estado: string }>(`/reporte/trabajos/${job.idTrabajo}`);
    if (status.estado === 'ERR') throw new Error('the archive job failed');
    if (status.estado === 'LIS') break;
  }
  const file = await fetch(`${server.url}/api/reporte/trabajos/${job.idTrabajo}/archivo`, { headers });
  if (file.status !== 200) throw new Error(`archive file → ${file.status}`);
  return { documents: job.totalRegistros, bytes: await drain(file) };
});
const name = `period_archive.${archive.value.documents}_documents`;
reportMeasured(name, archive, 'request to ZIP downloaded', rssBefore);
report(`${name}.per_second`, archive.value.documents / archive.seconds, 'documents/s (XML + CAFE each)');
report(`${name}.file`, archive.value.bytes / MB, 'MB');

await server.close();
