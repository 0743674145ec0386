import { formatPanamaDate, nextOccurrence } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { periodicJob } from '../../periodic-job.ts';
import { findAdministratorEmails } from '../company-setup/index.ts';
import { issueOccurrence } from './occurrence-issuer.ts';
import {
  advanceSchedule,
  claimOccurrence,
  findDueSchedules,
  findSchedule,
  type ScheduleRow,
} from './recurring-invoice-repository.ts';

export function buildFailureMail(
  to: string[],
  schedule: ScheduleRow,
  dueDate: string,
  reason: string,
  url: string,
): MailMessage {
  const text = [
    'Estimado(a) administrador(a):',
    '',
    `No se pudo emitir el comprobante programado «${schedule.description}» (para ${schedule.receiver_name}) del ${dueDate}.`,
    `Motivo: ${reason}`,
    '',
    `Corrija la causa y emítalo a mano en ${url} (Emisión > Programadas, «Emitir ahora»).`,
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to, subject: `Facturar: no se pudo emitir «${schedule.description}»`, text };
}

export type RecurringRun = { issued: number; failed: number };

/**
 * Settles one schedule's due occurrences in date order, up to `today`: each is claimed (one row per date),
 * issued unless it already was, and the schedule is advanced past it only if it still points at that date.
 * A doubled or retried run finds the rows and the documents of the first and issues nothing again.
 */
async function settleDueOccurrences(
  ctx: AppContext,
  first: ScheduleRow,
  today: string,
  run: RecurringRun,
): Promise<void> {
  let schedule: ScheduleRow | undefined = first;
  while (
    schedule &&
    schedule.state === 'ACTIVA' &&
    schedule.next_date !== null &&
    schedule.next_date <= today
  ) {
    const dueDate: string = schedule.next_date;
    const occurrence = await claimOccurrence(ctx.db, {
      ruc: schedule.company_ruc,
      scheduleId: schedule.id,
      dueDate,
    });
    if (occurrence.status === 'EN_CURSO') {
      const outcome = await issueOccurrence(ctx, schedule, occurrence);
      if (outcome.issued) run.issued += 1;
      else {
        run.failed += 1;
        if (outcome.isFirstFailure) await tellAdministrators(ctx, schedule, dueDate, outcome.error.mensaje);
      }
    }
    const settled = schedule.settled_count + 1;
    await advanceSchedule(ctx.db, {
      id: schedule.id,
      from: dueDate,
      next: nextOccurrence(
        {
          frequency: schedule.frequency,
          day: schedule.day,
          month: schedule.month,
          startDate: schedule.start_date,
          endDate: schedule.end_date,
          count: schedule.occurrence_limit,
        },
        dueDate,
        settled,
      ),
      settledCount: settled,
    });
    schedule = await findSchedule(ctx.db, schedule.company_ruc, schedule.id);
  }
}

/** The company's administrators hear of a refused occurrence once; a mail that fails is not retried. */
async function tellAdministrators(
  ctx: AppContext,
  schedule: ScheduleRow,
  dueDate: string,
  reason: string,
): Promise<void> {
  const recipients = await findAdministratorEmails(ctx.db, schedule.company_ruc);
  if (recipients.length === 0) return;
  try {
    await ctx.mailer.send(buildFailureMail(recipients, schedule, dueDate, reason, ctx.config.publicUrl));
  } catch {
    // The occurrence and its reason stay on 'Programadas', which is where it is issued by hand.
  }
}

/** The daily run (ADR 0120): every active schedule's occurrences due by today, in Panama time. */
export async function issueDueOccurrences(ctx: AppContext): Promise<RecurringRun> {
  const today = formatPanamaDate(ctx.now());
  const run: RecurringRun = { issued: 0, failed: 0 };
  for (const schedule of await findDueSchedules(ctx.db, today)) {
    await settleDueOccurrences(ctx, schedule, today, run);
  }
  return run;
}

// Every morning at 06:00, Panama time: the day's invoices are out before business hours.
export const recurringInvoiceJob = periodicJob(
  {
    name: 'recurring-invoices',
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 1800,
    // A morning's run may issue for many companies: a worker that died resumes it within minutes (ADR 0069);
    // each occurrence's idempotency key keeps what it issued from being issued again.
    heartbeatSeconds: 30,
  },
  '0 6 * * *',
  issueDueOccurrences,
);
