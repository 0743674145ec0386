import { createHash, randomUUID } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import yazl from 'yazl';
import {
  periodArchiveMessages,
  periodArchiveRetentionDays,
  reportMessages,
  type PeriodArchiveRequest,
  type ReportJobAnswer,
} from '@facturar/contracts';
import {
  DOCUMENT_TYPES,
  formatPanamaDateTime,
  padDocumentNumber,
  parsePanamaDateTime,
} from '@facturar/domain';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { DocumentStatus } from '../../adapters/db/schema.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { loadVoucherFiles, renderVoucherPdf } from '../voucher-downloads/index.ts';
import {
  countPeriodArchiveDocuments,
  deleteExpiredArchives,
  readPeriodArchivePage,
  type PeriodArchiveCursor,
  type PeriodArchiveFilter,
} from './period-archive-repository.ts';
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

type ArchiveDocument = Awaited<ReturnType<typeof readPeriodArchivePage>>[number];

const manifestColumns = [
  'Número',
  'Tipo',
  'CUFE',
  'Receptor',
  'Identificación del receptor',
  'Fecha de emisión',
  'Estado',
  'Total',
  'Archivo XML',
  'SHA-256 XML',
  'Archivo CAFE',
  'SHA-256 CAFE',
];

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function manifestLine(doc: ArchiveDocument, xmlHash: string, pdfHash: string): string {
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type)?.nombre ?? doc.doc_type;
  return [
    `${doc.branch_code}-${doc.point_code}-${padDocumentNumber(doc.number)}`,
    type,
    doc.cufe,
    doc.receiver_name,
    doc.receiver_identification ?? '',
    formatPanamaDateTime(doc.issued_at),
    doc.status === 'ANU' ? 'Anulado' : 'Autorizado',
    String(doc.total),
    `xml/${doc.cufe}.xml`,
    xmlHash,
    `cafe/${doc.cufe}.pdf`,
    pdfHash,
  ]
    .map(csvField)
    .join(',');
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export type ArchiveJob = { id: string; company_ruc: string; request: string; requested_by: number };

/**
 * Writes the archive's ZIP into `output`: per document its signed XML and its CAFE, then `manifiesto.csv`
 * (number, type, CUFE, receiver, date, state, total and each file's SHA-256) and `LEEME.txt`. Documents
 * are listed a page at a time (keyset) and the next page is read only when yazl asks for the last entry of
 * the one before, so memory holds a page and the manifest's lines, however long the period. The manifest's
 * SHA-256 is appended to the company's audit chain: the archive can be checked against it later.
 */
export async function writePeriodArchive(
  ctx: AppContext,
  job: ArchiveJob,
  output: Writable,
  onProgress: (written: number) => Promise<void>,
): Promise<number> {
  const request = JSON.parse(job.request) as PeriodArchiveRequest;
  const filter = filterOf(request);
  const zip = new yazl.ZipFile();
  const manifest: string[] = [manifestColumns.join(',')];
  let written = 0;
  let failure: unknown;

  const lazily =
    (produce: () => Promise<Buffer>) =>
    (done: (error: unknown, stream: NodeJS.ReadableStream) => void): void => {
      produce().then(
        (content) => done(null, Readable.from([content])),
        (error: unknown) => {
          failure ??= error;
          done(error, Readable.from([]));
        },
      );
    };

  async function addPage(after: PeriodArchiveCursor | undefined): Promise<void> {
    const page = await readPeriodArchivePage(ctx.db, filter, after, PAGE_SIZE);
    if (page.length === 0) {
      finish();
      return;
    }
    const loads = new Map<number, ReturnType<typeof loadVoucherFiles>>();
    const fileOf = async (index: number) => {
      const start = index - (index % LOAD_CHUNK);
      let load = loads.get(start);
      if (!load) {
        loads.delete(start - LOAD_CHUNK);
        const ids = page.slice(start, start + LOAD_CHUNK).map((doc) => doc.id);
        load = loadVoucherFiles(ctx, job.company_ruc, ids);
        loads.set(start, load);
      }
      return (await load).find((file) => file.id === page[index]!.id)!;
    };
    page.forEach((doc, index) => {
      let xmlHash = '';
      zip.addReadStreamLazy(
        `xml/${doc.cufe}.xml`,
        lazily(async () => {
          const xml = Buffer.from((await fileOf(index)).xml, 'utf8');
          xmlHash = sha256(xml);
          return xml;
        }),
      );
      zip.addReadStreamLazy(
        `cafe/${doc.cufe}.pdf`,
        lazily(async () => {
          const pdf = await renderVoucherPdf(await fileOf(index));
          manifest.push(manifestLine(doc, xmlHash, sha256(pdf)));
          written += 1;
          if (index === page.length - 1) {
            // yazl keeps every entry (and so its closure) until the central directory is written: the
            // page's loaded files must not stay reachable through them.
            loads.clear();
            await onProgress(written);
            await addPage({ issuedAt: doc.issued_at, id: doc.id });
          }
          return pdf;
        }),
      );
    });
  }

  let manifestHash = '';
  function finish(): void {
    const manifestFile = Buffer.from(`\uFEFF${manifest.join('\r\n')}\r\n`, 'utf8');
    manifestHash = sha256(manifestFile);
    zip.addBuffer(manifestFile, 'manifiesto.csv');
    zip.addBuffer(Buffer.from(readme(request, job.id, written, manifestHash), 'utf8'), 'LEEME.txt');
    zip.end();
  }

  const done = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
    zip.on('error', reject);
  });
  zip.outputStream.pipe(output);
  await addPage(undefined);
  await done;
  if (failure) throw failure;
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
