import {
  checkRecurrenceRule,
  computeRequestTotals,
  formatFixed2,
  formatPanamaDate,
  generationRequestFieldsSchema,
  type RecurrenceRule,
} from '@facturar/domain';
import type { RecurringOccurrence, RecurringRuleForm, RecurringSchedule } from '@facturar/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The schedule dialog's fields, as typed (texts; '' for an empty choice). */
export type ScheduleValues = {
  descripcion: string;
  frecuencia: RecurrenceRule['frequency'];
  dia: string;
  mes: string;
  fechaInicio: string;
  fechaFin: string;
  cantidad: string;
  idSecuencial: string;
};

export const frequencyLabels: Record<RecurrenceRule['frequency'], string> = {
  SEMANAL: 'Semanal',
  MENSUAL: 'Mensual',
  ANUAL: 'Anual',
};

export const weekdayNames = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'Cada mes, el día 31 (o el último)' and the like, for the list. */
export function describeRule(schedule: Pick<RecurringSchedule, 'frecuencia' | 'dia' | 'mes'>): string {
  if (schedule.frecuencia === 'SEMANAL') return `Cada ${weekdayNames[schedule.dia - 1] ?? ''}`;
  const day = schedule.dia > 28 ? `el ${schedule.dia} (o el último día)` : `el ${schedule.dia}`;
  if (schedule.frecuencia === 'MENSUAL') return `Cada mes, ${day}`;
  return `Cada año, ${day} de ${monthNames[(schedule.mes ?? 1) - 1] ?? ''}`;
}

/** The day a frequency starts with: the start date's weekday for a weekly one, its day of the month otherwise. */
export function defaultDay(frequency: RecurrenceRule['frequency'], startDate: string): string {
  if (frequency !== 'SEMANAL') return String(Number(startDate.slice(8, 10)) || 1);
  const weekday = new Date(`${startDate}T12:00:00Z`).getUTCDay();
  return Number.isNaN(weekday) ? '1' : String(((weekday + 6) % 7) + 1);
}

/** A new schedule: monthly on today's day (Panama), from today. */
export function newScheduleValues(now: Date): ScheduleValues {
  const today = formatPanamaDate(now);
  return {
    descripcion: '',
    frecuencia: 'MENSUAL',
    dia: String(Number(today.slice(8, 10))),
    mes: String(Number(today.slice(5, 7))),
    fechaInicio: today,
    fechaFin: '',
    cantidad: '',
    idSecuencial: '',
  };
}

export function valuesOfSchedule(schedule: RecurringSchedule): ScheduleValues {
  return {
    descripcion: schedule.descripcion,
    frecuencia: schedule.frecuencia,
    dia: String(schedule.dia),
    mes: schedule.mes === null ? '1' : String(schedule.mes),
    fechaInicio: schedule.fechaInicio,
    fechaFin: schedule.fechaFin ?? '',
    cantidad: schedule.cantidad === null ? '' : String(schedule.cantidad),
    idSecuencial: String(schedule.idSecuencial),
  };
}

function toRule(values: ScheduleValues): RecurrenceRule {
  return {
    frequency: values.frecuencia,
    day: Number(values.dia),
    month: values.frecuencia === 'ANUAL' ? Number(values.mes) : null,
    startDate: values.fechaInicio,
    endDate: values.fechaFin === '' ? null : values.fechaFin,
    count: values.cantidad.trim() === '' ? null : Number(values.cantidad),
  };
}

const descriptionMessage = 'La descripción debe tener entre 3 y 100 caracteres.';

/**
 * Judges the dialog with the domain's rule (the server's own, so the messages match) and gives the rule part
 * of the request.
 */
export const scheduleResolver: Resolver<ScheduleValues, unknown, RecurringRuleForm> = async (values) => {
  const errors: FieldErrors<ScheduleValues> = {};
  const description = values.descripcion.trim();
  if (description.length < 3 || description.length > 100) {
    errors.descripcion = { type: 'validate', message: descriptionMessage };
  }
  const rule = toRule(values);
  const checked = checkRecurrenceRule(rule);
  if (!checked.ok) {
    for (const problem of checked.problems) {
      errors[problem.path as keyof ScheduleValues] ??= { type: 'validate', message: problem.message };
    }
  }
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
  return {
    values: {
      descripcion: description,
      frecuencia: rule.frequency,
      dia: rule.day,
      mes: rule.month ?? null,
      fechaInicio: rule.startDate,
      fechaFin: rule.endDate ?? null,
      cantidad: rule.count ?? null,
      idSecuencial: values.idSecuencial === '' ? null : Number(values.idSecuencial),
    },
    errors: {},
  };
};

export const scheduleStateLabels: Record<RecurringSchedule['estado'], string> = {
  ACTIVA: 'Activa',
  PAUSADA: 'Pausada',
  FINALIZADA: 'Finalizada',
};

export const occurrenceStatusLabels: Record<RecurringOccurrence['estado'], string> = {
  EN_CURSO: 'En curso',
  EMITIDA: 'Emitida',
  FALLIDA: 'No emitida',
};

/** A line of the schedule's body as its edit shows it: how many, at what unit price. */
export type LinePrice = { cantidad: string; precioProducto: string };

export function linePricesOf(body: Record<string, unknown>): LinePrice[] {
  const lines = Array.isArray(body.detalles) ? (body.detalles as Record<string, unknown>[]) : [];
  return lines.map((line) => ({
    cantidad: String(line.cantidad ?? ''),
    precioProducto: String(line.precioProducto ?? ''),
  }));
}

/**
 * The body with its lines' quantities and prices changed and, when it is paid in one form, that payment
 * set to the new total (the generation rules want payments to cover it), as the one instalment of a credit
 * sale is; the first problem otherwise.
 */
export function repriceBody(
  body: Record<string, unknown>,
  prices: readonly LinePrice[],
): { body: Record<string, unknown> } | { problem: string } {
  const lines = Array.isArray(body.detalles) ? (body.detalles as Record<string, unknown>[]) : [];
  const detalles = lines.map((line, index) => ({ ...line, ...prices[index] }));
  const payments = Array.isArray(body.formasPago) ? (body.formasPago as Record<string, unknown>[]) : [];
  const parsed = generationRequestFieldsSchema.safeParse({ ...body, detalles });
  if (!parsed.success)
    return { problem: parsed.error.issues[0]?.message ?? 'Revise las cantidades y precios.' };
  const total = formatFixed2(computeRequestTotals(parsed.data).totals.documentTotal);
  const [payment] = payments;
  const formasPago = payments.length === 1 && payment ? [{ ...payment, valor: total }] : payments;
  const instalments = Array.isArray(body.pagoPlazos) ? (body.pagoPlazos as Record<string, unknown>[]) : [];
  const [instalment] = instalments;
  const onCredit = instalments.length === 1 && body.tiempoPago === '2' && instalment;
  return {
    body: {
      ...body,
      detalles,
      formasPago,
      ...(onCredit ? { pagoPlazos: [{ ...instalment, valorCuota: total }] } : {}),
    },
  };
}

/** The receiver picked in the edit: one of the company's customers instead of whoever the body named. */
export function withReceiver(body: Record<string, unknown>, customerId: number): Record<string, unknown> {
  const { idConsumidorFinal: _id, nombreConsumidorFinal: _name, ...rest } = body;
  return { ...rest, idAsignacionEmpresaCliente: customerId };
}
