import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  findFutureReportDate,
  receivedReportTypes,
  reportFileNames,
  reportMessages,
  type ReportKind,
  type ReportRequest,
} from '@facturar/contracts';
import { formatPanamaDate, parsePanamaDateTime } from '@facturar/domain';
import { isPartner, isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
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
import {
  findReportCompany,
  readIssuedReportRows,
  readReceivedReportRows,
  type IssuedReportFilter,
  type IssuedReportRow,
  type ReportScope,
  type RowReading,
} from './report-repository.ts';
import { writeReportWorkbook, type ReportSheet, type ReportTitle } from './report-workbook.ts';

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

export type ReportFile = { fileName: string; stream: Readable };

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
  throw new AppError('not_found', messages.companyNotFound, { mensajeSistema: 'EMPRESA_NO_ACCESIBLE' });
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
    throw new AppError('not_found', reportMessages.noData, { mensajeSistema: 'REPORTE_SIN_DATOS' });
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
type SheetWriter = (output: Writable, title: ReportTitle) => Promise<number>;

function sheetOf<Row>(sheet: Omit<ReportSheet<Row>, 'title'>): SheetWriter {
  return (output, title) => writeReportWorkbook(output, { ...sheet, title });
}

/** The sheet of a report: its columns and its rows, still unread. */
async function buildSheet(
  ctx: AppContext,
  kind: ReportKind,
  request: ReportRequest,
  scope: ReportScope,
): Promise<SheetWriter> {
  const period = periodOf(request);
  const reading = readingOf(ctx);
  if (kind === 'recibidos') {
    const types = receivedReportTypes.find((option) => option.codigo === request.tipoComprobante)!;
    const rows = readReceivedReportRows(ctx.db, reading, {
      ruc: request.rucEmpresa,
      ...period,
      docTypes: types.documentTypes.length === 0 ? ['--'] : types.documentTypes,
    });
    return sheetOf({ columns: receivedColumns, rows: await startRows(rows) });
  }
  const filter: IssuedReportFilter = {
    scope,
    ...period,
    ...issuedSelection(kind, request.tipoComprobante),
    withXml: kind === 'informe-ventas' || kind === 'detalles',
  };
  const rows = readIssuedReportRows(ctx.db, reading, filter);
  switch (kind) {
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
 * A report as an .xlsx stream (spec 001 §7): the period is checked against today in Panama, the company
 * against the caller, then rows are read with a cursor and written as they come, so neither side holds the
 * report in memory. An empty report is a 404 with 'No existen datos para los filtros seleccionados'.
 */
export async function generateReport(
  ctx: AppContext,
  auth: AuthContext,
  kind: ReportKind,
  request: ReportRequest,
): Promise<ReportFile> {
  const future = findFutureReportDate(request, formatPanamaDate(ctx.now()));
  if (future) {
    throw new AppError('validation', future.mensaje, { mensajeSistema: 'FECHA_FUTURA', errores: [future] });
  }
  const scope: ReportScope =
    kind === 'partner'
      ? await resolvePartnerScope(ctx, auth, request.rucEmpresa)
      : { kind: 'company', ruc: request.rucEmpresa };
  if (kind !== 'partner') await assertCompanyAccess(ctx.db, auth, request.rucEmpresa);
  const company = await findReportCompany(ctx.db, request.rucEmpresa);
  if (!company) {
    throw new AppError('not_found', messages.companyNotFound, { mensajeSistema: 'EMPRESA_NO_ACCESIBLE' });
  }

  const writeSheet = await buildSheet(ctx, kind, request, scope);
  const output = new PassThrough();
  writeSheet(output, {
    title: titles[kind],
    company: company.business_name,
    ruc: `${company.ruc} DV ${company.dv}`,
    from: request.fechaInicio,
    to: request.fechaFin,
    generatedAt: ctx.now(),
  }).catch((error: unknown) => output.destroy(error as Error));
  return { fileName: reportFileNames[kind], stream: output };
}
