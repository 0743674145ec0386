import { randomUUID } from 'node:crypto';
import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  findFutureReportDate,
  receivedReportTypes,
  reportFileNames,
  reportJobMessages,
  reportMessages,
  type ReportJobAnswer,
  type ReportJobStatus,
  type ReportKind,
  type ReportRequest,
  SystemCode,
} from '@facturar/contracts';
import { formatPanamaDate, parsePanamaDateTime } from '@facturar/domain';
import { findIdRange } from '../../adapters/db/document-id-range.ts';
import { isPartner, isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { DocumentStatus } from '../../adapters/db/schema.ts';
import { parseRfe } from '../../adapters/xml/index.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import {
  detailColumns,
  isCreditNote,
  issuedColumns,
  pacDgiColumns,
  partnerColumns,
  receivedColumns,
  salesColumns,
  salesSummary,
  unauthorisedColumns,
  type DetailRow,
  type SalesRow,
} from './report-columns.ts';
import { assertArchiveStillKept, periodArchiveKind } from './period-archive.ts';
import { reportJobQueue } from './report-job-queue.ts';
import { findReportJob, insertReportJob, readReportChunks } from './report-job-repository.ts';
import {
  countIssuedReportRows,
  countReceivedReportRows,
  findReportCompany,
  readIssuedReportRows,
  readReceivedReportRows,
  type IssuedReportFilter,
  type IssuedReportRow,
  type ReceivedReportFilter,
  type ReportScope,
  type RowReading,
} from './report-repository.ts';
import {
  writeReportWorkbook,
  type ReportSheet,
  type ReportTitle,
  type WriteOptions,
} from '../../adapters/spreadsheet/index.ts';

const titles: Record<ReportKind, string> = {
  emitidos: 'Reporte de Comprobantes Emitidos',
  partner: 'Reporte de Comprobantes Emitidos por Empresa',
  'estado-pac-dgi': 'Reporte de Estado de Comprobantes PAC-DGI',
  'informe-ventas': 'Informe de Ventas',
  recibidos: 'Reporte de Comprobantes Recibidos',
  'no-autorizados': 'Reporte de Comprobantes No Autorizados',
  detalles: 'Reporte de Comprobantes Emitidos con Detalle',
};

/** Spec 001 §3: type 12 selects the cancelled documents, 00 every type. */
const CANCELLED_TYPE = '12';
const ALL_TYPES = '00';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ReportFile = { fileName: string; contentType: string; stream: Readable };

/** The report's document types and states from the form's type, by report. */
function issuedSelection(
  kind: ReportKind,
  typeCode: string | undefined,
): { docTypes: string[] | undefined; statuses: DocumentStatus[] } {
  const docTypes =
    typeCode === undefined || typeCode === ALL_TYPES || typeCode === CANCELLED_TYPE ? undefined : [typeCode];
  if (typeCode === CANCELLED_TYPE) return { docTypes, statuses: ['ANU'] };
  switch (kind) {
    case 'estado-pac-dgi':
      return { docTypes, statuses: ['PEN', 'AUT', 'NAU', 'ANU'] };
    case 'no-autorizados':
      return { docTypes, statuses: ['NAU'] };
    case 'informe-ventas':
    case 'detalles':
      return { docTypes, statuses: ['AUT'] };
    default:
      return { docTypes, statuses: ['AUT', 'ANU'] };
  }
}

/**
 * The partner report's reach: a partner firm reports on itself and its affiliated companies; the platform
 * administrator on any partner firm, or on every company when it names its own. Anyone else: 404.
 */
async function resolvePartnerScope(ctx: AppContext, auth: AuthContext, ruc: string): Promise<ReportScope> {
  if (isPartner(auth) && auth.ruc === ruc) return { kind: 'partner', ruc };
  if (isPlatformAdmin(auth)) {
    if (auth.ruc === ruc) return { kind: 'all' };
    const company = await findReportCompany(ctx.db, ruc);
    if (company?.kind === 'PAR') return { kind: 'partner', ruc };
  }
  throw new AppError('not_found', messages.companyNotFound, {
    mensajeSistema: SystemCode.EMPRESA_NO_ACCESIBLE,
  });
}

/** The issue instants a request's days cover, in Panama time: from the first day's midnight to the next day's. */
function periodOf(request: ReportRequest): { from: Date; until: Date } {
  const from = parsePanamaDateTime(request.fechaInicio)!;
  const lastDay = parsePanamaDateTime(request.fechaFin)!;
  return { from, until: new Date(lastDay.getTime() + 86_400_000) };
}

function readingOf(ctx: AppContext): RowReading {
  return ctx.config.databaseUrl ? 'cursor' : 'pages';
}

async function* toSalesRows(rows: AsyncIterable<IssuedReportRow>): AsyncGenerator<SalesRow> {
  for await (const row of rows) {
    const view = parseRfe(row.signed_xml!);
    yield {
      ...row,
      byRate: new Map(view.itbmsByRate.map((rate) => [rate.rate, { base: rate.base, tax: rate.tax }])),
      sign: isCreditNote(row.doc_type) ? -1 : 1,
    };
  }
}

async function* toDetailRows(rows: AsyncIterable<IssuedReportRow>): AsyncGenerator<DetailRow> {
  for await (const document of rows) {
    for (const item of parseRfe(document.signed_xml!).items) yield { document, item };
  }
}

/**
 * Takes the first row before anything is written, so an empty report is the spec's 'No existen datos…'
 * answer instead of an empty file; the rest follows unread until the workbook asks for it.
 */
async function startRows<Row>(rows: AsyncGenerator<Row>): Promise<AsyncGenerator<Row>> {
  const first = await rows.next();
  if (first.done) {
    throw new AppError('not_found', reportMessages.noData, { mensajeSistema: SystemCode.REPORTE_SIN_DATOS });
  }
  return (async function* () {
    try {
      yield first.value;
      yield* rows;
    } finally {
      await rows.return(undefined);
    }
  })();
}

/** A report's sheet, its rows already started: writing it only needs the output and the title block. */
type SheetWriter = (output: Writable, title: ReportTitle, options: WriteOptions) => Promise<number>;

function sheetOf<Row>(sheet: Omit<ReportSheet<Row>, 'title'>): SheetWriter {
  return (output, title, options) => writeReportWorkbook(output, { ...sheet, title }, options);
}

/** A checked report request: what it covers, the companies it reaches and the company its title names. */
export type PreparedReport = {
  kind: ReportKind;
  request: ReportRequest;
  scope: ReportScope;
  company: { ruc: string; dv: string; business_name: string };
};

async function issuedFilterOf(ctx: AppContext, report: PreparedReport): Promise<IssuedReportFilter> {
  const period = periodOf(report.request);
  const days = {
    from: formatPanamaDate(period.from),
    to: formatPanamaDate(new Date(period.until.getTime() - 1)),
  };
  return {
    scope: report.scope,
    ...period,
    ...issuedSelection(report.kind, report.request.tipoComprobante),
    withXml: report.kind === 'informe-ventas' || report.kind === 'detalles',
    ids: await findIdRange(ctx.db, report.scope.kind === 'company' ? report.scope.ruc : undefined, days),
  };
}

function receivedFilterOf(report: PreparedReport): ReceivedReportFilter {
  const types = receivedReportTypes.find((option) => option.codigo === report.request.tipoComprobante)!;
  return {
    ruc: report.request.rucEmpresa,
    ...periodOf(report.request),
    // Types Panama has no counterpart for select nothing.
    docTypes: types.documentTypes.length === 0 ? ['--'] : types.documentTypes,
  };
}

/** The sheet of a report: its columns and its rows, the first already read (none: 'No existen datos…'). */
async function buildSheet(ctx: AppContext, report: PreparedReport): Promise<SheetWriter> {
  const reading = readingOf(ctx);
  if (report.kind === 'recibidos') {
    const rows = readReceivedReportRows(ctx.db, reading, receivedFilterOf(report));
    return sheetOf({ columns: receivedColumns, rows: await startRows(rows) });
  }
  const rows = readIssuedReportRows(ctx.db, reading, await issuedFilterOf(ctx, report));
  switch (report.kind) {
    case 'informe-ventas':
      return sheetOf({
        columns: salesColumns,
        rows: await startRows(toSalesRows(rows)),
        summary: salesSummary,
      });
    case 'detalles':
      return sheetOf({ columns: detailColumns, rows: await startRows(toDetailRows(rows)) });
    case 'partner':
      return sheetOf({ columns: partnerColumns, rows: await startRows(rows) });
    case 'estado-pac-dgi':
      return sheetOf({ columns: pacDgiColumns, rows: await startRows(rows) });
    case 'no-autorizados':
      return sheetOf({ columns: unauthorisedColumns, rows: await startRows(rows) });
    default:
      return sheetOf({ columns: issuedColumns, rows: await startRows(rows) });
  }
}

/**
 * Checks a report request for its caller (spec 001 §5, §6): the dates against today in Panama, the company
 * against who is asking (the partner report against the partner firm).
 */
export async function prepareReport(
  ctx: AppContext,
  auth: AuthContext,
  kind: ReportKind,
  request: ReportRequest,
): Promise<PreparedReport> {
  const future = findFutureReportDate(request, formatPanamaDate(ctx.now()));
  if (future) {
    throw new AppError('validation', future.mensaje, {
      mensajeSistema: SystemCode.FECHA_FUTURA,
      errores: [future],
    });
  }
  const scope: ReportScope =
    kind === 'partner'
      ? await resolvePartnerScope(ctx, auth, request.rucEmpresa)
      : { kind: 'company', ruc: request.rucEmpresa };
  if (kind !== 'partner') await assertCompanyAccess(ctx.db, auth, request.rucEmpresa);
  const company = await findReportCompany(ctx.db, request.rucEmpresa);
  if (!company) {
    throw new AppError('not_found', messages.companyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_ACCESIBLE,
    });
  }
  return {
    kind,
    request,
    scope,
    company: { ruc: company.ruc, dv: company.dv, business_name: company.business_name },
  };
}

/** How many documents the report covers. */
export async function countReport(ctx: AppContext, report: PreparedReport): Promise<number> {
  return report.kind === 'recibidos'
    ? countReceivedReportRows(ctx.db, receivedFilterOf(report))
    : countIssuedReportRows(ctx.db, await issuedFilterOf(ctx, report));
}

function titleOf(ctx: AppContext, report: PreparedReport): ReportTitle {
  return {
    title: titles[report.kind],
    company: report.company.business_name,
    ruc: `${report.company.ruc} DV ${report.company.dv}`,
    from: report.request.fechaInicio,
    to: report.request.fechaFin,
    generatedAt: ctx.now(),
  };
}

/** Writes the report's workbook into `output` as its rows are read; answers the row count. */
export async function writeReport(
  ctx: AppContext,
  report: PreparedReport,
  output: Writable,
  options: WriteOptions = {},
): Promise<number> {
  const writeSheet = await buildSheet(ctx, report);
  return writeSheet(output, titleOf(ctx, report), options);
}

/** Records a large report as a job and queues it, in one transaction: the job exists exactly when queued. */
async function queueReportJob(
  ctx: AppContext,
  auth: AuthContext,
  report: PreparedReport,
  rows: number,
): Promise<ReportJobAnswer> {
  const id = randomUUID();
  await runInTransaction(ctx.db, async (trx) => {
    await insertReportJob(trx, {
      id,
      company_ruc: report.company.ruc,
      requested_by: auth.assignmentId,
      kind: report.kind,
      request: JSON.stringify(report),
      total_rows: rows,
      file_name: reportFileNames[report.kind],
    });
    await ctx.queue.enqueue(trx, reportJobQueue, { jobId: id });
  });
  return { idTrabajo: id, totalRegistros: rows, mensaje: reportJobMessages.queued(rows) };
}

/** A job's progress, for its company's users (and its partner and the platform administrator). */
export async function readReportJobStatus(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<ReportJobStatus> {
  const job = await findAccessibleJob(ctx, auth, id);
  return {
    idTrabajo: job.id,
    estado: job.status,
    registrosEscritos: job.written_rows,
    totalRegistros: job.total_rows,
    nombreArchivo: job.file_name,
  };
}

/** A ready job's file, streamed from its stored chunks. */
export async function downloadReportJobFile(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<ReportFile> {
  const job = await findAccessibleJob(ctx, auth, id);
  if (job.kind === periodArchiveKind) assertArchiveStillKept(ctx, job.finished_at);
  if (job.status !== 'LIS') {
    throw new AppError('conflict', reportJobMessages.notReady, {
      mensajeSistema: SystemCode.REPORTE_EN_PROCESO,
    });
  }
  return {
    fileName: job.file_name,
    contentType: job.kind === periodArchiveKind ? 'application/zip' : XLSX_TYPE,
    stream: Readable.from(readReportChunks(ctx.db, job.id)),
  };
}

async function findAccessibleJob(ctx: AppContext, auth: AuthContext, id: string) {
  const job = await findReportJob(ctx.db, id);
  if (!job)
    throw new AppError('not_found', reportJobMessages.notFound, {
      mensajeSistema: SystemCode.REPORTE_NO_EXISTE,
    });
  await assertCompanyAccess(ctx.db, auth, job.company_ruc);
  return job;
}

export type ReportAnswer = { kind: 'file'; file: ReportFile } | { kind: 'job'; job: ReportJobAnswer };

/**
 * A report (spec 001 §7). Up to the configured row count it is an .xlsx stream, rows read with a cursor and
 * written as they come, so neither side holds the report in memory; beyond it, a background job whose file
 * is offered when ready (ADR 0048). An empty report is a 404 with 'No existen datos para los filtros
 * seleccionados'.
 */
export async function requestReport(
  ctx: AppContext,
  auth: AuthContext,
  kind: ReportKind,
  request: ReportRequest,
): Promise<ReportAnswer> {
  const report = await prepareReport(ctx, auth, kind, request);
  const rows = await countReport(ctx, report);
  if (rows === 0) {
    throw new AppError('not_found', reportMessages.noData, { mensajeSistema: SystemCode.REPORTE_SIN_DATOS });
  }
  if (rows > ctx.config.reportJobThresholdRows) {
    return { kind: 'job', job: await queueReportJob(ctx, auth, report, rows) };
  }
  // The first row is read before the answer starts, so a report emptied since the count is still a 404.
  const writeSheet = await buildSheet(ctx, report);
  const output = new PassThrough();
  writeSheet(output, titleOf(ctx, report), {}).catch((error: unknown) => output.destroy(error as Error));
  return { kind: 'file', file: { fileName: reportFileNames[kind], contentType: XLSX_TYPE, stream: output } };
}
