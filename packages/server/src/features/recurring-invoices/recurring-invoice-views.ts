import type { RecurringOccurrence, RecurringSchedule } from '@facturar/contracts';
import { daysBetween, padDocumentNumber, shiftInstalmentDates } from '@facturar/domain';
import type { OccurrenceRow, ScheduleRow } from './recurring-invoice-repository.ts';

export function toOccurrence(row: OccurrenceRow): RecurringOccurrence {
  return {
    idOcurrencia: Number(row.id),
    fecha: row.due_date,
    estado: row.status,
    motivo: row.reason,
    idComprobante: row.document_id === null ? null : Number(row.document_id),
    numeroComprobante:
      row.number === null || row.branch_code === null || row.point_code === null
        ? null
        : `${row.branch_code}-${row.point_code}-${padDocumentNumber(row.number)}`,
    cufe: row.cufe,
    intentos: row.attempts,
    actualizadaEn: row.updated_at.toISOString(),
  };
}

/** The body as it would be issued today: its instalments counted from today (an edit sends them so). */
export function scheduledBody(row: ScheduleRow, today: string): Record<string, unknown> {
  return shiftInstalmentDates(
    JSON.parse(row.request) as Record<string, unknown>,
    daysBetween(row.body_date, today),
  );
}

export function toSchedule(
  row: ScheduleRow,
  last: OccurrenceRow | undefined,
  today: string,
): RecurringSchedule {
  return {
    idProgramacion: Number(row.id),
    descripcion: row.description,
    frecuencia: row.frequency,
    dia: row.day,
    mes: row.month,
    fechaInicio: row.start_date,
    fechaFin: row.end_date,
    cantidad: row.occurrence_limit,
    idSecuencial: row.billing_point_id,
    puntoFacturacion: `${row.branch_code}-${row.point_code}`,
    estado: row.state,
    proximaFecha: row.next_date,
    emitidas: row.settled_count,
    receptor: row.receiver_name,
    total: row.total,
    ultimoResultado: last ? toOccurrence(last) : null,
    comprobante: scheduledBody(row, today),
    creadaEn: row.created_at.toISOString(),
  };
}
