import { z } from 'zod';
import { mailDeliverySummarySchema } from './mail-delivery.ts';
import { pagedSchema } from './paged.ts';
import { sharedMessages as shared } from './shared-messages.ts';

/** The issued-voucher repositories (spec 001 §2) and the document status each one shows. */
export const voucherListKinds = ['autorizados', 'noautorizados', 'pendientes', 'anulados'] as const;
export type VoucherListKind = (typeof voucherListKinds)[number];

/** Spec 001 §9: the year the search form starts with and the years it offers. */
export const defaultSearchYear = 2025;
export const searchYears = [2022, 2023, 2024, 2025, 2026] as const;
/** Spec 001 §5: the widest date range of a search, 42 days (3628800000 ms). */
export const maxSearchRangeDays = 42;
export const maxSearchRangeMs = 3_628_800_000;

export const voucherSearchMessages = {
  atLeastOne: shared.atLeastOneParameter,
  invalidDate: 'Formato inválido.',
  bothDates: 'Ingrese la fecha de inicio y la fecha de fin.',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  rangeTooWide: `El rango de fechas no puede superar los ${maxSearchRangeDays} días.`,
  startInFuture: 'La fecha de inicio no puede ser posterior a la fecha actual.',
  endInFuture: 'La fecha de fin no puede ser posterior a la fecha actual.',
  numberRange: 'El número final no puede ser menor al número inicial.',
  invalidNumber: 'Ingrese solo números.',
  invalidYear: 'Seleccione un año válido.',
  invalidSort: 'El orden solicitado no es válido.',
  cufeLength: 'Ingrese los 66 caracteres del CUFE.',
} as const;

/** Sorts the lists accept (DESIGN §5: whitelisted); the first is the spec's default. */
export const voucherListSorts = [
  'idAsignacionComprobanteElectronico,desc',
  'idAsignacionComprobanteElectronico,asc',
  'fechaEmision,desc',
  'fechaEmision,asc',
] as const;
export type VoucherListSort = (typeof voucherListSorts)[number];

export const voucherListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  sort: z
    .enum(voucherListSorts, { error: voucherSearchMessages.invalidSort })
    .default('idAsignacionComprobanteElectronico,desc'),
});
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;

const emptyAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const isoDate = z.preprocess(
  emptyAsMissing,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, voucherSearchMessages.invalidDate)
    .refine((value) => isRealDate(value), voucherSearchMessages.invalidDate)
    .optional(),
);

const documentNumber = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: voucherSearchMessages.invalidNumber })
    .int(voucherSearchMessages.invalidNumber)
    .min(1, voucherSearchMessages.invalidNumber)
    .max(9_999_999_999, voucherSearchMessages.invalidNumber)
    .optional(),
);

function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Whole days from one 'yyyy-MM-dd' date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The advanced search (spec 001 §5): at least one parameter besides the year, both dates or none, the
 * end not before the start and at most 42 days after it. The year (default 2025) narrows the search
 * when no dates are given. "Not after today" needs the clock and is checked by the server's service.
 */
export const voucherSearchQuerySchema = voucherListQuerySchema
  .extend({
    fechaInicio: isoDate,
    fechaFin: isoDate,
    tipoEntrega: z.preprocess(emptyAsMissing, z.enum(['1', '2', '3']).optional()),
    secuencial: documentNumber,
    parametroReceptor: z.preprocess(emptyAsMissing, z.string().trim().max(100).optional()),
    codigoComprobante: z.preprocess(
      emptyAsMissing,
      z.enum(['01', '02', '03', '04', '05', '06', '07', '08', '09']).optional(),
    ),
    anio: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: voucherSearchMessages.invalidYear })
        .int(voucherSearchMessages.invalidYear)
        .min(2000, voucherSearchMessages.invalidYear)
        .max(2100, voucherSearchMessages.invalidYear)
        .default(defaultSearchYear),
    ),
    ini: documentNumber,
    fin: documentNumber,
    /** Beyond the spec: one document by its CUFE (its date narrows the search by itself). */
    cufe: z.preprocess(
      emptyAsMissing,
      z.string().trim().length(66, voucherSearchMessages.cufeLength).optional(),
    ),
  })
  .superRefine((query, context) => {
    const given = [
      query.fechaInicio,
      query.fechaFin,
      query.tipoEntrega,
      query.secuencial,
      query.parametroReceptor,
      query.codigoComprobante,
      query.ini,
      query.fin,
      query.cufe,
    ].some((value) => value !== undefined);
    if (!given) {
      context.addIssue({ code: 'custom', message: voucherSearchMessages.atLeastOne, path: [] });
      return;
    }
    const { fechaInicio, fechaFin } = query;
    if ((fechaInicio === undefined) !== (fechaFin === undefined)) {
      context.addIssue({ code: 'custom', message: voucherSearchMessages.bothDates, path: ['fechaFin'] });
    } else if (fechaInicio !== undefined && fechaFin !== undefined) {
      const days = daysBetween(fechaInicio, fechaFin);
      if (days < 0) {
        context.addIssue({
          code: 'custom',
          message: voucherSearchMessages.endBeforeStart,
          path: ['fechaFin'],
        });
      } else if (days > maxSearchRangeDays) {
        context.addIssue({ code: 'custom', message: voucherSearchMessages.rangeTooWide, path: ['fechaFin'] });
      }
    }
    if (query.ini !== undefined && query.fin !== undefined && query.fin < query.ini) {
      context.addIssue({ code: 'custom', message: voucherSearchMessages.numberRange, path: ['fin'] });
    }
  });
export type VoucherSearchQuery = z.infer<typeof voucherSearchQuerySchema>;
export type VoucherSearchInput = z.input<typeof voucherSearchQuerySchema>;

/** Spec 001 §4: the pending states a try at the PAC leaves a document in. */
export const pendingStates = {
  4: 'Servicio del PAC no disponible',
  5: 'Retraso en la autorización',
  11: 'Comprobante devuelto por la DGI',
} as const;

/** A voucher row (spec 001 §3); cancelled rows have the same shape. */
export const voucherRowSchema = z.object({
  nombreReceptor: z.string(),
  comprobanteElectronico: z.object({
    idComprobanteElectronico: z.number().int(),
    codigoSucursal: z.string(),
    puntoFacturacion: z.string(),
    /** The document number, 10 digits as on the rFE (dNroDF). */
    numeroFactura: z.string(),
    secuencial: z.number().int(),
    fechaEmision: z.string(),
    fechaAutorizacion: z.string().nullable(),
    /** When the document was last sent to the PAC (the pending list's 'Fecha envío'). */
    fechaEnvio: z.string().nullable(),
    valorTotal: z.string(),
    cufe: z.string(),
    /** The DGI result code of the last answer (the 'Error' dialog of not-authorised rows). */
    codigoAutorizacion: z.string().nullable(),
    mensajeAutorizacion: z.string().nullable(),
    informacionAdicionalProceso: z.string().nullable(),
    mensajeProceso: z.string().nullable(),
    /** AUT, NAU or ANU; for pending documents the pending state 4, 5 or 11, or PEN before the first try. */
    estadoAutorizacion: z.string(),
    tipoComprobanteElectronico: z.object({ nombreComprobante: z.string(), codigoComprobante: z.string() }),
    /** Beyond the spec: until when an authorised document can still be cancelled (the DGI's window). */
    anulableHasta: z.string().nullable(),
    /**
     * Beyond the spec (issue 27 §2): the last e-mail sent for the document and what became of it; absent
     * when none was sent (and on received vouchers).
     */
    envioCorreo: mailDeliverySummarySchema.optional(),
  }),
  receptor: z.object({ razonSocial: z.string() }),
  /** Beyond the spec: who issued it, the user's name or `API: <name>` for a company API key (issue 26). */
  emitidoPor: z.string(),
});
export type VoucherRow = z.infer<typeof voucherRowSchema>;

export const voucherPageSchema = pagedSchema(voucherRowSchema);
