import { formatPanamaDate } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { generateDocument, type DocumentIssuer } from '../issuance/index.ts';
import {
  markOccurrenceFailed,
  markOccurrenceIssued,
  type OccurrenceRow,
  type ScheduleRow,
} from './recurring-invoice-repository.ts';
import { scheduledBody } from './recurring-invoice-views.ts';

/** The Idempotency-Key of an occurrence: a retried, doubled or by-hand issue of it numbers one document. */
export function occurrenceKey(schedule: ScheduleRow, occurrence: OccurrenceRow): string {
  return `programacion-${schedule.id}-${occurrence.due_date}`;
}

/**
 * A schedule issues as the user who made it (documents name a user), from its own billing point: its
 * stored assignment, checked with the emission snapshot to be still an active user of the company (no
 * session stands for it, ADR 0157). The pipeline then applies every rule it applies to that user.
 */
function scheduleIssuer(schedule: ScheduleRow): DocumentIssuer {
  return { ruc: schedule.company_ruc, assignmentId: schedule.company_user_id, isAssignmentChecked: true };
}

export type OccurrenceOutcome =
  { issued: true; documentId: number } | { issued: false; error: AppError; isFirstFailure: boolean };

/**
 * Issues one occurrence through the generation pipeline (the same rules, vouchers, certificate and
 * prerequisites as the API, the CAFE mailed when the PAC authorises it) and records the result. A refusal
 * is kept with its Spanish reason; anything else is no answer about the document and is thrown, leaving
 * the occurrence to the next attempt, whose key finds the document if it was issued.
 */
export async function issueOccurrence(
  ctx: AppContext,
  schedule: ScheduleRow,
  occurrence: OccurrenceRow,
): Promise<OccurrenceOutcome> {
  try {
    const answer = await generateDocument(
      ctx,
      scheduleIssuer(schedule),
      // The instalments fall due counted from the day this occurrence is issued.
      scheduledBody(schedule, formatPanamaDate(ctx.now())),
      {
        idempotencyKey: occurrenceKey(schedule, occurrence),
        billingPointId: schedule.billing_point_id,
      },
    );
    await markOccurrenceIssued(ctx.db, occurrence.id, answer.idComprobanteElectronico);
    return { issued: true, documentId: answer.idComprobanteElectronico };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const isFirstFailure = await markOccurrenceFailed(ctx.db, occurrence.id, error.mensaje);
    return { issued: false, error, isFirstFailure };
  }
}
