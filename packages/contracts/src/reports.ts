import { z } from 'zod';
import { DOCUMENT_TYPES } from '@facturar/domain';
import { companyRucSchema } from './endpoint.ts';
import { daysBetween, maxSearchRangeDays, voucherSearchMessages } from './voucher-lists.ts';

/** The seven spreadsheet reports (spec 001 §2 'Reports', §7), by the last part of their path. */
export const reportKinds = [
  'emitidos',
  'partner',
  'estado-pac-dgi',
  'informe-ventas',
  'recibidos',
  'no-autorizados',
  'detalles',
] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * The names the browser saves the files under: the spec's where it gives one (§7), otherwise a name in the
 * same style (the PAC-DGI, not-authorised and detail reports' names are not shown).
 */
export const reportFileNames: Record<ReportKind, string> = {
  emitidos: 'Reporte.xlsx',
  partner: 'ReportePartner.xlsx',
  'estado-pac-dgi': 'Reporte_Estado_PAC_DGI.xlsx',
  'informe-ventas': 'Informe_Ventas.xlsx',
  recibidos: 'Reporte.xlsx',
  'no-autorizados': 'Reporte_No_Autorizados.xlsx',
  detalles: 'Reporte_Detalles.xlsx',
};

export const reportMessages = {
  noData: 'No existen datos para los filtros seleccionados',
  selectType: 'Seleccione un tipo de comprobante',
  startRequired: 'Ingrese la fecha de inicio.',
  endRequired: 'Ingrese la fecha de fin.',
  invalidDate: voucherSearchMessages.invalidDate,
  endBeforeStart: voucherSearchMessages.endBeforeStart,
  rangeTooWide: voucherSearchMessages.rangeTooWide,
  startInFuture: voucherSearchMessages.startInFuture,
  endInFuture: voucherSearchMessages.endInFuture,
  rucRequired: 'Ingrese el RUC del emisor.',
  rucTooLong: 'No ingrese más de 20 caracteres.',
  fileSaved: (fileName: string) => `Se generó el reporte ${fileName}; el navegador lo descargó.`,
} as const;

/** Spec 001 §5: the typed issuer RUC of the PAC-DGI report. */
export const reportRucMaxLength = 20;

export type ReportTypeOption = { codigo: string; nombre: string };

/** Spec 001 §3 'Voucher type codes (reports)', in the spec's order; 12 selects the cancelled documents. */
export const reportVoucherTypes: readonly ReportTypeOption[] = [
  { codigo: '00', nombre: 'Todos' },
  ...['01', '02', '03', '06', '04', '07', '05', '08', '09'].map((codigo) => ({
    codigo,
    nombre: DOCUMENT_TYPES.find((type) => type.codigo === codigo)!.nombre,
  })),
  { codigo: '12', nombre: 'Anulados' },
];
/** The sales report offers the same types but the cancelled ones (spec 001 §3). */
export const salesReportVoucherTypes = reportVoucherTypes.filter((type) => type.codigo !== '12');

/**
 * Spec 001 §3 'Received-voucher report types' (names of the older product the users know). 'Todos' is
 * added first, as in the issued reports. Each stands for the DGI document types it covers; the types
 * Panama's rFE has no counterpart for (physical invoice, purchase settlement, remittance guide,
 * withholding) cover none.
 */
export const receivedReportTypes: readonly (ReportTypeOption & { documentTypes: readonly string[] })[] = [
  { codigo: '00', nombre: 'Todos', documentTypes: ['01', '02', '03', '04', '05', '06', '07', '08', '09'] },
  { codigo: '01', nombre: 'Factura', documentTypes: ['01', '02', '03', '08', '09'] },
  { codigo: '25', nombre: 'Factura física', documentTypes: [] },
  { codigo: '03', nombre: 'Liquidación de compra', documentTypes: [] },
  { codigo: '04', nombre: 'Nota de crédito', documentTypes: ['04', '06'] },
  { codigo: '05', nombre: 'Nota de débito', documentTypes: ['05', '07'] },
  { codigo: '06', nombre: 'Guía de remisión', documentTypes: [] },
  { codigo: '07', nombre: 'Retención', documentTypes: [] },
];

const REPORT_DAY = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

function isRealDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

/**
 * A report date as the spec sends it, 'yyyy-MM-dd 00:00:00' / 'yyyy-MM-dd 23:59:59' in Panama time
 * (a bare 'yyyy-MM-dd' is read alike): the report covers whole days, so only the day is kept.
 */
const reportDay = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((text) => {
      const match = REPORT_DAY.exec(text);
      return match !== null && isRealDay(match[1]!);
    }, reportMessages.invalidDate)
    .transform((text) => text.slice(0, 10));

const typeOf = (codes: readonly string[]) =>
  z.string({ error: reportMessages.selectType }).refine((code) => codes.includes(code), {
    message: reportMessages.selectType,
  });

/** The body every report call shares (spec 001 §7): the period and the company. */
export const reportBaseSchema = z.object({
  fechaInicio: reportDay(reportMessages.startRequired),
  fechaFin: reportDay(reportMessages.endRequired),
  rucEmpresa: companyRucSchema,
});

/** Spec 001 §5: the end not before the start and at most 42 days after it. */
function checkPeriod(
  request: { fechaInicio: string; fechaFin: string },
  context: z.RefinementCtx<unknown>,
): void {
  const days = daysBetween(request.fechaInicio, request.fechaFin);
  if (days < 0) {
    context.addIssue({ code: 'custom', message: reportMessages.endBeforeStart, path: ['fechaFin'] });
  } else if (days > maxSearchRangeDays) {
    context.addIssue({ code: 'custom', message: reportMessages.rangeTooWide, path: ['fechaFin'] });
  }
}

const codes = (options: readonly ReportTypeOption[]) => options.map((option) => option.codigo);

/** RCE, RFR, RED: period, company and the voucher type (00 all … 12 cancelled). */
export const typedReportRequestSchema = reportBaseSchema
  .extend({ tipoComprobante: typeOf(codes(reportVoucherTypes)) })
  .superRefine(checkPeriod);
/** DCE: the partner's RUC and the period only. */
export const partnerReportRequestSchema = reportBaseSchema.superRefine(checkPeriod);
/** CPD: the issuer RUC is typed (at most 20 characters). */
export const pacDgiReportRequestSchema = reportBaseSchema
  .extend({
    rucEmpresa: z
      .string({ error: reportMessages.rucRequired })
      .trim()
      .min(1, reportMessages.rucRequired)
      .max(reportRucMaxLength, reportMessages.rucTooLong)
      .pipe(companyRucSchema),
    tipoComprobante: typeOf(codes(reportVoucherTypes)),
  })
  .superRefine(checkPeriod);
/** RIV: as the issued report, without the cancelled type. */
export const salesReportRequestSchema = reportBaseSchema
  .extend({ tipoComprobante: typeOf(codes(salesReportVoucherTypes)) })
  .superRefine(checkPeriod);
/** RCR: the received types of the older product. */
export const receivedReportRequestSchema = reportBaseSchema
  .extend({ tipoComprobante: typeOf(codes(receivedReportTypes)) })
  .superRefine(checkPeriod);

export type ReportRequest = z.output<typeof partnerReportRequestSchema> & { tipoComprobante?: string };

/** What the report form sends: the days ('yyyy-MM-dd', '' when none) as the spec's date-times. */
export function toReportRequestBody(fields: {
  fechaInicio: string;
  fechaFin: string;
  rucEmpresa: string;
  tipoComprobante?: string;
}): Record<string, string> {
  return {
    fechaInicio: fields.fechaInicio === '' ? '' : `${fields.fechaInicio} 00:00:00`,
    fechaFin: fields.fechaFin === '' ? '' : `${fields.fechaFin} 23:59:59`,
    rucEmpresa: fields.rucEmpresa,
    ...(fields.tipoComprobante === undefined ? {} : { tipoComprobante: fields.tipoComprobante }),
  };
}

/**
 * Spec 001 §5 'not in the future', which needs the clock: `today` is the Panama day ('yyyy-MM-dd') of the
 * side that judges. Answers the problem's field and message, or undefined.
 */
export function findFutureReportDate(
  request: { fechaInicio: string; fechaFin: string },
  today: string,
): { campo: 'fechaInicio' | 'fechaFin'; mensaje: string } | undefined {
  if (request.fechaInicio.slice(0, 10) > today) {
    return { campo: 'fechaInicio', mensaje: reportMessages.startInFuture };
  }
  if (request.fechaFin.slice(0, 10) > today) {
    return { campo: 'fechaFin', mensaje: reportMessages.endInFuture };
  }
  return undefined;
}

/**
 * A report over the configured row count is written in the background (ADR 0048): the report call then
 * answers 202 with this, and the form follows the job until its file is ready.
 */
export const reportJobAnswerSchema = z.object({
  idTrabajo: z.string(),
  totalRegistros: z.number().int(),
  mensaje: z.string(),
});
export type ReportJobAnswer = z.infer<typeof reportJobAnswerSchema>;

export const reportJobStates = ['PEN', 'RUN', 'LIS', 'ERR'] as const;
export const reportJobStatusSchema = z.object({
  idTrabajo: z.string(),
  /** PEN queued, RUN being written, LIS ready to download, ERR failed. */
  estado: z.enum(reportJobStates),
  registrosEscritos: z.number().int(),
  totalRegistros: z.number().int(),
  nombreArchivo: z.string(),
});
export type ReportJobStatus = z.infer<typeof reportJobStatusSchema>;

export const reportJobMessages = {
  queued: (rows: number) =>
    `El reporte tiene ${rows.toLocaleString('es-PA')} registros: se generará en segundo plano. Podrá descargarlo aquí cuando esté listo y también le llegará a su correo.`,
  ready: 'El reporte está listo.',
  failed: 'No se pudo generar el reporte. Intente nuevamente o contáctese con el administrador del Sistema.',
  notReady: 'El reporte aún no está listo.',
  notFound: 'No se encontró el reporte solicitado.',
} as const;

export const reportJobParamsSchema = z.object({ idTrabajo: z.uuid({ error: reportJobMessages.notFound }) });

/** The home page's picture of the business (issue 18), for users who can read reports. */
export const dashboardSchema = z.object({
  /** Authorised amount per Panama month ('yyyy-MM', the last 12 with this one) and document type. */
  emitidoPorMes: z.array(z.object({ mes: z.string(), tipoComprobante: z.string(), total: z.string() })),
  /** This month's authorised sales per ITBMS rate (credit notes subtracted). */
  itbmsPorTasa: z.array(z.object({ tasa: z.string(), base: z.string(), itbms: z.string() })),
  /** Documents of the last 12 months by state. */
  porEstado: z.object({
    autorizados: z.number().int(),
    pendientes: z.number().int(),
    noAutorizados: z.number().int(),
    anulados: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
