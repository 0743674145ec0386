import { sql } from 'kysely';
import type { RecurrenceRule } from '@facturar/domain';
import type { Db } from '../../adapters/db/open-database.ts';
import type { RecurringScheduleState } from '../../adapters/db/schema.ts';

const scheduleColumns = [
  's.id',
  's.company_ruc',
  's.billing_point_id',
  's.company_user_id',
  's.description',
  's.request',
  's.receiver_name',
  sql<string>`s.total::text`.as('total'),
  's.frequency',
  's.day',
  's.month',
  's.start_date',
  's.end_date',
  's.occurrence_limit',
  's.state',
  's.next_date',
  's.settled_count',
  's.created_at',
  's.body_date',
  'bp.branch_code',
  'bp.point_code',
] as const;

function schedules(db: Db) {
  return db
    .selectFrom('recurring_schedules as s')
    .innerJoin('billing_points as bp', 'bp.id', 's.billing_point_id')
    .select(scheduleColumns);
}

export type ScheduleRow = NonNullable<Awaited<ReturnType<typeof findSchedule>>>;

export async function findSchedule(db: Db, ruc: string, id: string) {
  return schedules(db).where('s.company_ruc', '=', ruc).where('s.id', '=', id).executeTakeFirst();
}

export async function listSchedules(db: Db, ruc: string) {
  return schedules(db).where('s.company_ruc', '=', ruc).orderBy('s.id', 'desc').limit(1000).execute();
}

/** Active schedules whose next occurrence is due on or before `today` (a Panama day), every company. */
export async function findDueSchedules(db: Db, today: string) {
  return schedules(db)
    .where('s.state', '=', 'ACTIVA')
    .where('s.next_date', '<=', today)
    .orderBy('s.next_date')
    .orderBy('s.id')
    .execute();
}

export type ScheduleValues = {
  billingPointId: number;
  description: string;
  request: string;
  receiverName: string;
  total: string;
  rule: RecurrenceRule;
  nextDate: string | null;
  /** The Panama day the body's instalment dates count from. */
  bodyDate: string;
};

function columnsOf(values: ScheduleValues) {
  return {
    billing_point_id: values.billingPointId,
    description: values.description,
    request: values.request,
    receiver_name: values.receiverName,
    total: values.total,
    frequency: values.rule.frequency,
    day: values.rule.day,
    month: values.rule.month ?? null,
    start_date: values.rule.startDate,
    end_date: values.rule.endDate ?? null,
    occurrence_limit: values.rule.count ?? null,
    next_date: values.nextDate,
    body_date: values.bodyDate,
  };
}

export async function insertSchedule(
  db: Db,
  schedule: ScheduleValues & { ruc: string; assignmentId: number },
): Promise<string> {
  const row = await db
    .insertInto('recurring_schedules')
    .values({
      company_ruc: schedule.ruc,
      company_user_id: schedule.assignmentId,
      ...columnsOf(schedule),
      state: schedule.nextDate === null ? 'FINALIZADA' : 'ACTIVA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSchedule(
  db: Db,
  schedule: ScheduleValues & { ruc: string; id: string; state: RecurringScheduleState },
): Promise<void> {
  await db
    .updateTable('recurring_schedules')
    .set({ ...columnsOf(schedule), state: schedule.state, updated_at: new Date() })
    .where('company_ruc', '=', schedule.ruc)
    .where('id', '=', schedule.id)
    .execute();
}

export async function setScheduleState(
  db: Db,
  change: { ruc: string; id: string; state: RecurringScheduleState; nextDate: string | null },
): Promise<void> {
  await db
    .updateTable('recurring_schedules')
    .set({ state: change.state, next_date: change.nextDate, updated_at: new Date() })
    .where('company_ruc', '=', change.ruc)
    .where('id', '=', change.id)
    .execute();
}

/**
 * Moves a schedule past the occurrence of `from` once it is settled: only if it still points at that
 * date (a doubled job advances it once). Ends it when there is no next date.
 */
export async function advanceSchedule(
  db: Db,
  step: { id: string; from: string; next: string | null; settledCount: number },
): Promise<void> {
  await db
    .updateTable('recurring_schedules')
    .set({
      next_date: step.next,
      settled_count: step.settledCount,
      ...(step.next === null ? { state: 'FINALIZADA' as const } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', step.id)
    .where('next_date', '=', step.from)
    .execute();
}

const occurrenceColumns = [
  'o.id',
  'o.schedule_id',
  'o.due_date',
  'o.status',
  'o.reason',
  'o.document_id',
  'o.attempts',
  'o.updated_at',
  'd.cufe',
  'd.branch_code',
  'd.point_code',
  sql<string | null>`d.number::text`.as('number'),
] as const;

export type OccurrenceRow = NonNullable<Awaited<ReturnType<typeof findOccurrence>>>;

function occurrences(db: Db) {
  return db
    .selectFrom('recurring_occurrences as o')
    .leftJoin('documents as d', 'd.id', 'o.document_id')
    .select(occurrenceColumns);
}

export async function findOccurrence(db: Db, ruc: string, scheduleId: string, id: string) {
  return occurrences(db)
    .where('o.company_ruc', '=', ruc)
    .where('o.schedule_id', '=', scheduleId)
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export async function listOccurrences(db: Db, ruc: string, scheduleId: string) {
  return occurrences(db)
    .where('o.company_ruc', '=', ruc)
    .where('o.schedule_id', '=', scheduleId)
    .orderBy('o.due_date', 'desc')
    .limit(1000)
    .execute();
}

/** The last settled occurrence of each of these schedules (the list's 'Último resultado'). */
export async function findLastOccurrences(db: Db, ruc: string, scheduleIds: readonly string[]) {
  if (scheduleIds.length === 0) return [];
  return occurrences(db)
    .distinctOn('o.schedule_id')
    .where('o.company_ruc', '=', ruc)
    .where('o.schedule_id', 'in', scheduleIds)
    .orderBy('o.schedule_id')
    .orderBy('o.due_date', 'desc')
    .execute();
}

/** The schedule's occurrence of a date, made on the first call and the same row after. */
export async function claimOccurrence(
  db: Db,
  occurrence: { ruc: string; scheduleId: string; dueDate: string },
): Promise<OccurrenceRow> {
  await db
    .insertInto('recurring_occurrences')
    .values({
      schedule_id: occurrence.scheduleId,
      company_ruc: occurrence.ruc,
      due_date: occurrence.dueDate,
    })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'due_date']).doNothing())
    .execute();
  return occurrences(db)
    .where('o.schedule_id', '=', occurrence.scheduleId)
    .where('o.due_date', '=', occurrence.dueDate)
    .executeTakeFirstOrThrow();
}

export async function markOccurrenceIssued(db: Db, id: string, documentId: number): Promise<void> {
  await db
    .updateTable('recurring_occurrences')
    .set((eb) => ({
      status: 'EMITIDA',
      document_id: documentId,
      reason: null,
      attempts: eb('attempts', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Records why an occurrence was not issued; true when it was not failed before (its ADM is told then). */
export async function markOccurrenceFailed(db: Db, id: string, reason: string): Promise<boolean> {
  const before = await db
    .selectFrom('recurring_occurrences')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  const changed = await db
    .updateTable('recurring_occurrences')
    .set((eb) => ({
      status: 'FALLIDA',
      reason,
      attempts: eb('attempts', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('status', '<>', 'EMITIDA')
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined && before?.status === 'EN_CURSO';
}

/** The open billing point of the company with this id, or the first one assigned to the user. */
export async function findSchedulingPoint(
  db: Db,
  query: { ruc: string; billingPointId: number | undefined; assignmentId: number },
) {
  const points = db
    .selectFrom('billing_points as bp')
    .select(['bp.id'])
    .where('bp.company_ruc', '=', query.ruc)
    .where('bp.active', '=', true);
  if (query.billingPointId !== undefined) {
    return points.where('bp.id', '=', query.billingPointId).executeTakeFirst();
  }
  return points
    .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
    .where('bpu.company_user_id', '=', query.assignmentId)
    .orderBy('bp.id')
    .limit(1)
    .executeTakeFirst();
}

/** The receiver's name a schedule shows: the customer's, by its id in the company. */
export async function findCustomerName(db: Db, ruc: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('name')
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name;
}

/** An issued document of the company, with what its body is rebuilt from. */
export async function findSourceDocument(db: Db, ruc: string, id: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'status',
      'doc_type',
      'customer_id',
      'receiver_name',
      'receiver_identification',
      'billing_point_id',
      'signed_xml',
    ])
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
}
