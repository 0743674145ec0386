import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportJobAnswer, ReportJobStatus } from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { issueAuthorisedInvoice, type AuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { waitForReportJob } from '../../../test/support/report-jobs.ts';
import { createDocumentCopies } from '../../../test/support/stored-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';

let token: string;
let partnerToken: string;
let strangerToken: string;
let invoice: AuthorisedInvoice;
const workDir = mkdtempSync(join(tmpdir(), 'facturar-archive-'));
const today = formatPanamaDate(new Date());
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A manifest line's fields (RFC 4180: a field with a comma or quote is quoted, quotes doubled). */
function parseCsvLine(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!));
}

const server = serveMailingTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  partnerToken = await server.login('partner@facturar.test');
  strangerToken = await server.login(
    await createTestCompany(server.ctx.db, { ruc: '155700334-2-2020', dv: '05', name: 'Otra Empresa, S.A.' }),
  );
  invoice = await issueAuthorisedInvoice(server, token);
  // Copies share the original's issue instant: three pages of the archive's keyset meet on one timestamp.
  await createDocumentCopies(server.ctx.db, String(invoice.id), 420);
}, 120_000);
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
});

function requestArchive(body: Record<string, unknown>, as = token) {
  return server.as(as).post('/api/archivo/periodo', {
    fechaInicio: `${today} 00:00:00`,
    fechaFin: `${today} 23:59:59`,
    rucEmpresa: demoRuc,
    tipoComprobante: '01',
    estado: 'todos',
    ...body,
  });
}

function waitUntilReady(id: string): Promise<ReportJobStatus> {
  // The archive's job shares two busy cores with the rest of the suite in CI: give it room, not a race.
  return waitForReportJob(server, token, id, 180_000);
}

describe('the archive of a period (a ZIP of signed XML and CAFE with a manifest)', () => {
  it('holds every document of the period once, with a manifest whose hashes match and whose own hash is in the audit chain', async () => {
    const answer = await requestArchive({});
    expect(answer.statusCode, answer.body).toBe(202);
    const job = answer.json() as ReportJobAnswer;
    expect(job.totalRegistros).toBeGreaterThanOrEqual(421);
    expect(job.mensaje).toContain('se generará en segundo plano');
    const status = await waitUntilReady(job.idTrabajo);
    expect(status).toMatchObject({ estado: 'LIS', registrosEscritos: job.totalRegistros });

    const file = await server.as(token).get(`/api/reporte/trabajos/${job.idTrabajo}/archivo`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zipPath = join(workDir, 'archive.zip');
    writeFileSync(zipPath, file.rawPayload);
    expect(() => execFileSync('unzip', ['-tq', zipPath])).not.toThrow();
    const names = execFileSync('zipinfo', ['-1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toHaveLength(job.totalRegistros * 2 + 2);
    expect(names.slice(-2)).toEqual(['manifiesto.csv', 'LEEME.txt']);

    const manifestFile = execFileSync('unzip', ['-p', zipPath, 'manifiesto.csv']);
    const lines = manifestFile
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Número,Tipo,CUFE,Receptor,Identificación del receptor,Fecha de emisión,Estado,Total,Archivo XML,SHA-256 XML,Archivo CAFE,SHA-256 CAFE',
    );
    const rows = lines.slice(1).map(parseCsvLine);
    expect(rows).toHaveLength(job.totalRegistros);
    expect(new Set(rows.map((row) => row[2])).size).toBe(rows.length);
    const original = rows.find((row) => row[2] === invoice.cufe)!;
    expect(original).toMatchObject({
      1: 'Factura de Operación Interna',
      3: 'Distribuidora del Canal, S.A.',
      6: 'Autorizado',
      8: `xml/${invoice.cufe}.xml`,
    });
    const xml = execFileSync('unzip', ['-p', zipPath, `xml/${invoice.cufe}.xml`]);
    expect(xml.toString('utf8')).toBe(invoice.signedXml);
    expect(original[9]).toBe(sha256(xml));
    expect(original[11]).toBe(sha256(execFileSync('unzip', ['-p', zipPath, `cafe/${invoice.cufe}.pdf`])));
    expect(rows.filter((row) => row[2]?.startsWith(`${invoice.cufe}-`))).toHaveLength(420);

    const readme = execFileSync('unzip', ['-p', zipPath, 'LEEME.txt'], { encoding: 'utf8' });
    expect(readme).toContain(`SHA-256 de manifiesto.csv: ${sha256(manifestFile)}`);
    const event = await server.ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('company_ruc', '=', demoRuc)
      .where('kind', '=', 'PERIOD_ARCHIVE_BUILT')
      .where('subject', '=', job.idTrabajo)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(event)).toContain(sha256(manifestFile));

    const mail = await waitForMail(server.mail.messages, 'adm@demo.facturar.test', 20_000);
    expect(mail.subject).toBe(
      'Su archivo del período está listo: ' + `Archivo_${demoRuc}_${today}_${today}.zip`,
    );
    expect(mail.text).toContain(`${job.totalRegistros.toLocaleString('es-PA')} comprobantes`);
  }, 240_000);

  it('is built by the company’s partner, refused to another company, and says when the period is empty or too long', async () => {
    const byPartner = await requestArchive({ estado: 'autorizados' }, partnerToken);
    expect(byPartner.statusCode, byPartner.body).toBe(202);
    expect((await requestArchive({}, strangerToken)).statusCode).toBe(404);
    const empty = await requestArchive({ tipoComprobante: '09', estado: 'anulados' });
    expect(empty.statusCode).toBe(404);
    expect((empty.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(
      'No existen datos para los filtros seleccionados',
    );
    const long = await requestArchive({ fechaInicio: '2024-01-01 00:00:00' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('El período no puede ser mayor a un año.');
    expect((await requestArchive({ estado: 'otro' })).statusCode).toBe(400);
  });

  it('is downloadable for a week, then says so and the sweep deletes it', async () => {
    const job = (await requestArchive({ estado: 'autorizados' })).json() as ReportJobAnswer;
    expect((await waitUntilReady(job.idTrabajo)).estado).toBe('LIS');
    await server.ctx.db
      .updateTable('report_jobs')
      .set({ finished_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', job.idTrabajo)
      .execute();
    const expired = await server.as(token).get(`/api/reporte/trabajos/${job.idTrabajo}/archivo`);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('El archivo del período venció (se guarda 7 días). Genérelo nuevamente.');
    const { deleteExpiredPeriodArchives } = await import('./period-archive.ts');
    expect(await deleteExpiredPeriodArchives(server.ctx)).toBeGreaterThanOrEqual(1);
    const gone = await server.ctx.db
      .selectFrom('report_job_chunks')
      .select('seq')
      .where('job_id', '=', job.idTrabajo)
      .execute();
    expect(gone).toEqual([]);
  }, 240_000);
});
