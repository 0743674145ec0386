import {
  CASH_FORM,
  Decimal,
  REQUEST_MESSAGES,
  createGenerationRequestSchema,
  formatFixed2,
  formatPanamaDateTime,
  type GenerationRequestInput,
} from '@facturar/domain';
import { parseExportData } from '../sections/index.ts';
import type { DocumentKind } from './document-kinds.ts';
import type { EmissionTotals } from './emission-totals.ts';
import type { EmissionValues, NameValueRow } from './emission-values.ts';

function blankToUndefined(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/** The issue date as the spec sends it: the chosen day with the current Panama time and zone (spec 002 §7). */
function toIssueDateTime(day: string, now: Date): string | undefined {
  if (day.trim() === '') return undefined;
  return `${day}${formatPanamaDateTime(now).slice(10)}`;
}

function withoutKeys(rows: readonly NameValueRow[]): { nombre: string; valor: string }[] {
  return rows.map(({ nombre, valor }) => ({ nombre, valor }));
}

/** True when the document carries export data: the export invoice, or any document going abroad. */
export function needsExportData(kind: DocumentKind, destination: string): boolean {
  return kind.code === '03' || destination === '2';
}

/**
 * The generation body (spec 002 §7) from the form. Mode 'U' sends one payment of the chosen form for the
 * total with discounts plus the tip; the export group is the section's texts, judged by the schema.
 */
export function buildGenerationBody(
  values: EmissionValues,
  kind: DocumentKind,
  totalWithTip: Decimal,
  now = new Date(),
): GenerationRequestInput {
  const payments =
    values.paymentMode === 'U'
      ? [{ codigo: values.uniquePaymentCode, valor: formatFixed2(totalWithTip) }]
      : values.formasPago.map(({ codigo, descripcion, valor }) => ({
          codigo,
          descripcion: blankToUndefined(descripcion),
          valor,
        }));
  return {
    tipoDocumento: kind.code,
    detalles: values.detalles.map((line) => line.request),
    fechaEmision: toIssueDateTime(values.fechaEmision, now),
    idAsignacionEmpresaCliente:
      values.customerMode === 'final' ? 0 : (values.customer?.idAsignacionEmpresaCliente ?? null),
    formasPago: payments,
    propina: blankToUndefined(values.propina),
    descuentosAdicionales: values.hasDiscounts ? withoutKeys(values.descuentosAdicionales) : [],
    destinoOperacion: values.destinoOperacion,
    entregaCafe: values.entregaCafe,
    formatoCafe: values.formatoCafe,
    envioContenedorReceptor: values.envioContenedorReceptor,
    naturalezaOperacion: values.naturalezaOperacion,
    tiempoPago: values.tiempoPago,
    tipoOperacion: values.tipoOperacion,
    tipoEmision: values.tipoEmision,
    tipoSucursal: blankToUndefined(values.tipoSucursal),
    tipoTransaccionVenta: blankToUndefined(values.tipoTransaccionVenta),
    fechaSalida: blankToUndefined(values.fechaSalida),
    fechaContingencia: blankToUndefined(values.fechaContingencia),
    motivoContingencia: blankToUndefined(values.motivoContingencia),
    informacionInteresEmisor: blankToUndefined(values.informacionInteresEmisor),
    informacionAdicional: values.hasInfo
      ? JSON.stringify(withoutKeys(values.informacionAdicional))
      : undefined,
    codigoRetencion: values.hasRetention ? values.codigoRetencion : undefined,
    pagoPlazos: values.pagoPlazos,
    pedidoComercialFacturaDto: values.pedidoComercialFacturaDto,
    informacionLogisticaDto: values.informacionLogisticaDto,
    localEntrega: values.localEntrega,
    rucsAutorizados: values.rucsAutorizados,
    // An export group that fails its rules goes as typed, so the schema names each field's problem.
    informacionDatosExportacion: needsExportData(kind, values.destinoOperacion)
      ? (parseExportData(values.informacionDatosExportacion) ?? values.informacionDatosExportacion)
      : undefined,
    documentosFiscalesReferenciados: values.documentosFiscalesReferenciados,
  };
}

export const PAYMENTS_ABOVE_TOTAL =
  'La suma de las formas de pago no puede ser mayor al valor del comprobante más la propina.';

/**
 * Every problem the server would find in the body (the shared schema), plus the form's own payment rule,
 * as the distinct messages to show before generating.
 */
export function findGenerationProblems(
  body: GenerationRequestInput,
  values: EmissionValues,
  totals: EmissionTotals,
  now = new Date(),
): string[] {
  const messages: string[] = [];
  const parsed = createGenerationRequestSchema({ now }).safeParse(body);
  if (!parsed.success) messages.push(...parsed.error.issues.map((issue) => issue.message));
  if (values.hasRetention && values.codigoRetencion.trim() === '') {
    messages.push(REQUEST_MESSAGES.retentionRequired);
  }
  if (totals.tip.greaterThan(totals.totals.documentTotal.times('0.10'))) {
    messages.push(REQUEST_MESSAGES.tipAbove);
  }
  if (values.paymentMode === 'V') {
    const sumOf = (payments: typeof values.formasPago) =>
      payments.reduce((total, payment) => total.plus(payment.valor || 0), new Decimal(0));
    // What cash exceeds the total and the tip by is change (dVuelto); cards and transfers leave none.
    const cash = sumOf(values.formasPago.filter((payment) => payment.codigo === CASH_FORM));
    if (sumOf(values.formasPago).minus(cash).greaterThan(totals.totalWithTip))
      messages.push(PAYMENTS_ABOVE_TOTAL);
  }
  return [...new Set(messages)];
}

/** The general data fields 'Agregar Detalle' needs valid first (spec 002 §5 'General data'). */
const GENERAL_FIELDS = [
  'fechaEmision',
  'tipoEmision',
  'entregaCafe',
  'formatoCafe',
  'envioContenedorReceptor',
  'naturalezaOperacion',
  'tipoOperacion',
  'tiempoPago',
  'destinoOperacion',
  'tipoSucursal',
  'tipoTransaccionVenta',
  'fechaSalida',
  'fechaContingencia',
  'motivoContingencia',
  'informacionInteresEmisor',
] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];

/** Each general data field's first problem under the shared schema. */
export function findGeneralDataProblems(
  values: EmissionValues,
  kind: DocumentKind,
  now = new Date(),
): Partial<Record<GeneralField, string>> {
  const body = buildGenerationBody(values, kind, new Decimal(0), now);
  const parsed = createGenerationRequestSchema({ now }).safeParse(body);
  const problems: Partial<Record<GeneralField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = GENERAL_FIELDS.find((name) => name === issue.path[0]);
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return problems;
}

export { GENERAL_FIELDS };
