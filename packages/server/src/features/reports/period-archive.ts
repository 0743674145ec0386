import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import {
  periodArchiveMessages,
  periodArchiveRetentionDays,
  reportMessages,
  type PeriodArchiveRequest,
  type ReportJobAnswer,
} from '@facturar/contracts';
import { DOCUMENT_TYPES, parsePanamaDateTime } from '@facturar/domain';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { DocumentStatus } from '../../adapters/db/schema.ts';
import { StreamingZipWriter } from '../../adapters/zip/index.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { loadVoucherFiles, renderVoucherPdfs } from '../voucher-downloads/index.ts';
import {
  countPeriodArchiveDocuments,
  deleteExpiredArchives,
  readPeriodArchivePage,
  type PeriodArchiveCursor,
  type PeriodArchiveFilter,
} from './period-archive-repository.ts';
import { ArchiveManifest } from './period-archive-manifest.ts';
import { reportJobQueue } from './report-job-queue.ts';
import { insertReportJob } from './report-job-repository.ts';

/** The report-job kind of a period archive: its progress and file are served like a large report's. */
export const periodArchiveKind = 'archivo';

/** Documents listed per query, and loaded (with their XML) per query while the ZIP is written. */
const PAGE_SIZE = 200;
const LOAD_CHUNK = 25;

const statusesOf: Record<PeriodArchiveRequest['estado'], readonly DocumentStatus[]> = {
  todos: ['AUT', 'ANU'],
  autorizados: ['AUT'],
  anulados: ['ANU'],
};

const allTypes = DOCUMENT_TYPES.map((type) => type.codigo);

function filterOf(request: PeriodArchiveRequest): PeriodArchiveFilter {
  const from = parsePanamaDateTime(request.fechaInicio)!;
  const lastDay = parsePanamaDateTime(request.fechaFin)!;
  return {
    ruc: request.rucEmpresa,
    from,
    until: new Date(lastDay.getTime() + 86_400_000),
    docTypes: request.tipoComprobante === '00' ? allTypes : [request.tipoComprobante],
    statuses: statusesOf[request.estado],
  };
}

function fileNameOf(request: PeriodArchiveRequest): string {
  return `Archivo_${request.rucEmpresa}_${request.fechaInicio}_${request.fechaFin}.zip`;
}

/**
 * 'Descargar archivo del período': checks the caller reaches the company (its users, its partner, the
 * platform administrator), counts the documents, and queues the job with its record in one transaction.
 */
export async function requestPeriodArchive(
  ctx: AppContext,
  auth: AuthContext,
  request: PeriodArchiveRequest,
): Promise<ReportJobAnswer> {
  await assertCompanyAccess(ctx.db, auth, request.rucEmpresa);
  const documents = await countPeriodArchiveDocuments(ctx.db, filterOf(request));
  if (documents === 0) {
    throw new AppError('not_found', reportMessages.noData, { mensajeSistema: 'REPORTE_SIN_DATOS' });
  }
  const id = randomUUID();
  await runInTransaction(ctx.db, async (trx) => {
    await insertReportJob(trx, {
      id,
      company_ruc: request.rucEmpresa,
      requested_by: auth.assignmentId,
      kind: periodArchiveKind,
      request: JSON.stringify(request),
      total_rows: documents,
      file_name: fileNameOf(request),
    });
    await ctx.queue.enqueue(trx, reportJobQueue, { jobId: id });
  });
  return { idTrabajo: id, totalRegistros: documents, mensaje: periodArchiveMessages.queued(documents) };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export type ArchiveJob = { id: string; company_ruc: string; request: string; requested_by: number };

/**
 * Writes the archive's ZIP into `output`: per document its signed XML and its CAFE, then `manifiesto.csv`
 * (number, type, CUFE, receiver, date, state, total and each file's SHA-256) and `LEEME.txt`. Documents
 * are listed a page at a time (keyset) and loaded a few at a time; each file goes out as soon as it is
 * made, and what the ZIP and the manifest must keep until the end (the central directory, the manifest's
 * lines) waits in work files, so memory is the same for 100 documents as for 100,000 (ADR 0141). The
 * manifest's SHA-256 is appended to the company's audit chain: the archive can be checked against it later.
 */
export async function writePeriodArchive(
  ctx: AppContext,
  job: ArchiveJob,
  output: Writable,
  onProgress: (written: number) => Promise<void>,
): Promise<number> {
  const request = JSON.parse(job.request) as PeriodArchiveRequest;
  const filter = filterOf(request);
  const workDir = await mkdtemp(join(tmpdir(), 'facturar-archivo-'));
  const zip = new StreamingZipWriter(output, workDir, ctx.now());
  const manifest = new ArchiveManifest(workDir);
  let written = 0;
  let manifestHash: string;
  try {
    let after: PeriodArchiveCursor | undefined;
    for (;;) {
      const page = await readPeriodArchivePage(ctx.db, filter, after, PAGE_SIZE);
      if (page.length === 0) break;
      for (let start = 0; start < page.length; start += LOAD_CHUNK) {
        const docs = page.slice(start, start + LOAD_CHUNK);
        const files = await loadVoucherFiles(
          ctx,
          job.company_ruc,
          docs.map((doc) => doc.id),
        );
        const docFiles = docs.map((doc) => files.find((loaded) => loaded.id === doc.id)!);
        const pdfs = renderVoucherPdfs(ctx, docFiles);
        for (const [index, doc] of docs.entries()) {
          const xml = Buffer.from(docFiles[index]!.xml, 'utf8');
          await zip.addFile(`xml/${doc.cufe}.xml`, xml);
          const pdf = await pdfs[index]!;
          await zip.addFile(`cafe/${doc.cufe}.pdf`, pdf);
          await manifest.append(doc, sha256(xml), sha256(pdf));
          written += 1;
        }
      }
      await onProgress(written);
      const last = page.at(-1)!;
      after = { issuedAt: last.issued_at, id: last.id };
    }
    const manifestFile = await manifest.finish();
    manifestHash = manifestFile.sha256;
    await zip.addStream('manifiesto.csv', manifestFile.content);
    await zip.addFile('LEEME.txt', Buffer.from(readme(request, job.id, written, manifestHash), 'utf8'));
    await zip.finish();
  } finally {
    await Promise.all([zip.close(), manifest.close()]);
    await rm(workDir, { recursive: true, force: true });
  }
  await recordAuditEvent(ctx.db, {
    companyRuc: job.company_ruc,
    kind: 'PERIOD_ARCHIVE_BUILT',
    at: ctx.now(),
    actorAssignmentId: job.requested_by,
    subject: job.id,
    details: {
      desde: request.fechaInicio,
      hasta: request.fechaFin,
      comprobantes: written,
      manifiestoSha256: manifestHash,
    },
  });
  return written;
}

function readme(
  request: PeriodArchiveRequest,
  jobId: string,
  documents: number,
  manifestHash: string,
): string {
  return [
    `Archivo del período ${request.fechaInicio} al ${request.fechaFin} — RUC ${request.rucEmpresa}`,
    '',
    `Comprobantes: ${documents}. Cada uno está en xml/<CUFE>.xml (el XML firmado, tal como se autorizó) y`,
    'cafe/<CUFE>.pdf (su CAFE). manifiesto.csv lista cada comprobante con el SHA-256 de sus dos archivos.',
    '',
    `SHA-256 de manifiesto.csv: ${manifestHash}`,
    `Este valor quedó registrado en la bitácora de auditoría de la empresa (evento PERIOD_ARCHIVE_BUILT,`,
    `asunto ${jobId}): un manifiesto alterado no coincide con él.`,
    '',
  ].join('\r\n');
}

/** A built archive can be downloaded for a week; after that it answers so, and the sweep deletes it. */
export function assertArchiveStillKept(ctx: AppContext, finishedAt: Date | null): void {
  if (finishedAt && ctx.now().getTime() - finishedAt.getTime() > periodArchiveRetentionDays * 86_400_000) {
    throw new AppError('not_found', periodArchiveMessages.expired, { mensajeSistema: 'ARCHIVO_VENCIDO' });
  }
}

/** The daily sweep: archives older than their week are deleted with their file. */
export async function deleteExpiredPeriodArchives(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - periodArchiveRetentionDays * 86_400_000);
  return deleteExpiredArchives(ctx.db, periodArchiveKind, before);
}
