import { z } from 'zod';
import {
  checkRecurrenceRule,
  daysBetween,
  formatFixed2,
  formatPanamaDate,
  nextOccurrenceFrom,
  shiftInstalmentDates,
  validateGenerationRequest,
  type RecurrenceRule,
} from '@facturar/domain';
import {
  recurringMessages,
  recurringRuleSchema,
  type RecurringOccurrence,
  type RecurringSchedule,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { AppError, messages, type FieldProblem } from '../../errors/app-error.ts';
import { rebuildDocumentBody } from './document-body.ts';
import { issueOccurrence } from './occurrence-issuer.ts';
import {
  claimOccurrence,
  findCustomerName,
  findLastOccurrences,
  findOccurrence,
  findSchedule,
  findSchedulingPoint,
  insertSchedule,
  listOccurrences,
  listSchedules,
  setScheduleState,
  updateSchedule,
  type ScheduleRow,
  type ScheduleValues,
} from './recurring-invoice-repository.ts';
import { toOccurrence, toSchedule } from './recurring-invoice-views.ts';

/**
 * What numbers or dates one document: each occurrence gets its own when it is issued, so a body copied
 * from a form or a draft drops them (the emission type, too: contingency is the server's to decide).
 */
const numberingFields = [
  'fechaEmision',
  'idAsignacionEmpresaUsuario',
  'rucEmisor',
  'tipoEmision',
  'fechaContingencia',
  'motivoContingencia',
] as const;

/** The envelope as the service reads it; the body inside is judged by the generation rules. */
const body = z.record(z.string(), z.unknown());
const createInput = recurringRuleSchema.extend({
  comprobante: body.optional(),
  idComprobante: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const updateInput = recurringRuleSchema.extend({ comprobante: body.optional() });

function refuse(errores: FieldProblem[]): AppError {
  return new AppError('validation', errores[0]?.mensaje ?? messages.invalidRequest, {
    mensajeSistema: 'VALIDACION',
    errores,
  });
}

function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw refuse(parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensaje: issue.message })));
}

function ruleOf(input: z.output<typeof recurringRuleSchema>): RecurrenceRule {
  return {
    frequency: input.frecuencia,
    day: input.dia,
    month: input.frecuencia === 'ANUAL' ? (input.mes ?? null) : null,
    startDate: input.fechaInicio,
    endDate: input.fechaFin || null,
    count: input.cantidad ?? null,
  };
}

function checkRule(rule: RecurrenceRule): void {
  const checked = checkRecurrenceRule(rule);
  if (!checked.ok) {
    throw refuse(checked.problems.map((problem) => ({ campo: problem.path, mensaje: problem.message })));
  }
}

function ruleOfRow(row: ScheduleRow): RecurrenceRule {
  return {
    frequency: row.frequency,
    day: row.day,
    month: row.month,
    startDate: row.start_date,
    endDate: row.end_date,
    count: row.occurrence_limit,
  };
}

/** The body a schedule issues: numbering dropped, judged by the generation rules now (with their messages). */
async function judgeBody(
  ctx: AppContext,
  ruc: string,
  raw: Record<string, unknown>,
): Promise<{ request: string; total: string; receiverName: string }> {
  const kept = Object.fromEntries(
    Object.entries(raw).filter(([field]) => !(numberingFields as readonly string[]).includes(field)),
  );
  const validated = validateGenerationRequest(kept, { now: ctx.now() });
  if (!validated.ok) {
    throw refuse(
      validated.problems.map((problem) => ({
        campo: `comprobante.${problem.path}`,
        mensaje: problem.message,
      })),
    );
  }
  const { request, totals } = validated.value;
  const customerId = request.idAsignacionEmpresaCliente;
  // The receiver must be one of the company's customers: an edit names it by id, from the picker.
  const customerName =
    customerId !== null && customerId > 0 ? await findCustomerName(ctx.db, ruc, customerId) : null;
  if (customerName === undefined) {
    throw refuse([
      { campo: 'comprobante.idAsignacionEmpresaCliente', mensaje: recurringMessages.customerNotFound },
    ]);
  }
  const receiverName = customerName ?? request.nombreConsumidorFinal ?? 'CONSUMIDOR FINAL';
  return {
    request: JSON.stringify(kept),
    total: formatFixed2(totals.totals.documentTotal),
    receiverName,
  };
}

async function resolvePoint(
  ctx: AppContext,
  auth: AuthContext,
  billingPointId: number | undefined,
): Promise<number> {
  const point = await findSchedulingPoint(ctx.db, {
    ruc: auth.ruc,
    billingPointId: billingPointId ?? auth.apiKey?.billingPointId ?? undefined,
    assignmentId: auth.assignmentId,
  });
  if (point) return point.id;
  throw new AppError(
    billingPointId === undefined ? 'conflict' : 'not_found',
    billingPointId === undefined ? recurringMessages.noBillingPoint : recurringMessages.billingPointNotFound,
    { mensajeSistema: 'SIN_SECUENCIAL' },
  );
}

function todayOf(ctx: AppContext): string {
  return formatPanamaDate(ctx.now());
}

/** The first date still to come from today (a start in the past does not issue the days before today). */
function nextFromToday(ctx: AppContext, rule: RecurrenceRule, settled: number): string | null {
  return nextOccurrenceFrom(rule, todayOf(ctx), settled);
}

async function readSchedule(ctx: AppContext, ruc: string, id: number): Promise<ScheduleRow> {
  const row = await findSchedule(ctx.db, ruc, String(id));
  if (!row)
    throw new AppError('not_found', recurringMessages.notFound, { mensajeSistema: 'PROGRAMACION_NO_EXISTE' });
  return row;
}

async function present(ctx: AppContext, row: ScheduleRow): Promise<RecurringSchedule> {
  const [last] = await findLastOccurrences(ctx.db, row.company_ruc, [row.id]);
  return toSchedule(row, last, todayOf(ctx));
}

async function answer(ctx: AppContext, ruc: string, id: string | number, mensaje: string) {
  return { mensaje, programacion: await present(ctx, await readSchedule(ctx, ruc, Number(id))) };
}

/**
 * 'Programar' (issue 28 §3): a schedule from a generation body or from an authorised document (its
 * body rebuilt from what it stored), issuing from the chosen billing point, else the document's, else the
 * caller's own. Its first date is the first of its rule from today.
 */
export async function createSchedule(ctx: AppContext, auth: AuthContext, input: unknown) {
  const form = parseInput(createInput, input);
  if (form.comprobante === undefined && form.idComprobante === undefined) {
    throw refuse([{ campo: 'comprobante', mensaje: recurringMessages.sourceRequired }]);
  }
  if (form.comprobante !== undefined && form.idComprobante !== undefined) {
    throw refuse([{ campo: 'idComprobante', mensaje: recurringMessages.sourceBoth }]);
  }
  const rule = ruleOf(form);
  checkRule(rule);
  const today = todayOf(ctx);
  const source =
    form.comprobante !== undefined
      ? { body: form.comprobante, billingPointId: undefined, bodyDate: today }
      : await rebuildDocumentBody(ctx.db, auth.ruc, form.idComprobante ?? 0);
  // Stored as from today: a document's instalments keep their terms (30 days after its issue, …).
  const body = shiftInstalmentDates(source.body, daysBetween(source.bodyDate, today));
  const judged = await judgeBody(ctx, auth.ruc, body);
  const billingPointId = await resolvePoint(ctx, auth, form.idSecuencial ?? source.billingPointId);
  const values: ScheduleValues = {
    ...judged,
    billingPointId,
    description: form.descripcion,
    rule,
    nextDate: nextFromToday(ctx, rule, 0),
    bodyDate: today,
  };
  const id = await insertSchedule(ctx.db, { ...values, ruc: auth.ruc, assignmentId: auth.assignmentId });
  return answer(ctx, auth.ruc, id, recurringMessages.created);
}

export async function listCompanySchedules(
  ctx: AppContext,
  auth: AuthContext,
): Promise<{ programaciones: RecurringSchedule[] }> {
  const rows = await listSchedules(ctx.db, auth.ruc);
  const lasts = await findLastOccurrences(
    ctx.db,
    auth.ruc,
    rows.map((row) => row.id),
  );
  const lastBySchedule = new Map(lasts.map((last) => [last.schedule_id, last]));
  const today = todayOf(ctx);
  return { programaciones: rows.map((row) => toSchedule(row, lastBySchedule.get(row.id), today)) };
}

export async function readCompanySchedule(ctx: AppContext, auth: AuthContext, id: number) {
  return present(ctx, await readSchedule(ctx, auth.ruc, id));
}

function assertNotEnded(row: ScheduleRow): void {
  if (row.state === 'FINALIZADA') {
    throw new AppError('conflict', recurringMessages.ended, { mensajeSistema: 'PROGRAMACION_FINALIZADA' });
  }
}

/**
 * An edit of the rule, the point or the body (prices, receiver): the occurrences already settled stay as
 * they were; the next date is the rule's first from today, counting what was already issued. A body sent
 * has its instalments dated as from today, as the schedule shows them.
 */
export async function editSchedule(ctx: AppContext, auth: AuthContext, id: number, input: unknown) {
  const row = await readSchedule(ctx, auth.ruc, id);
  assertNotEnded(row);
  const form = parseInput(updateInput, input);
  const rule = ruleOf(form);
  checkRule(rule);
  const judged =
    form.comprobante !== undefined
      ? await judgeBody(ctx, auth.ruc, form.comprobante)
      : { request: row.request, total: row.total, receiverName: row.receiver_name };
  const bodyDate = form.comprobante !== undefined ? todayOf(ctx) : row.body_date;
  const billingPointId =
    form.idSecuencial == null ? row.billing_point_id : await resolvePoint(ctx, auth, form.idSecuencial);
  const next = row.state === 'ACTIVA' ? nextFromToday(ctx, rule, row.settled_count) : null;
  await updateSchedule(ctx.db, {
    ...judged,
    ruc: auth.ruc,
    id: row.id,
    billingPointId,
    description: form.descripcion,
    rule,
    nextDate: next,
    bodyDate,
    state: row.state === 'ACTIVA' && next === null ? 'FINALIZADA' : row.state,
  });
  return answer(ctx, auth.ruc, row.id, recurringMessages.updated);
}

/** 'Pausar': nothing is issued while paused; the dates it passes are not issued later. */
export async function pauseSchedule(ctx: AppContext, auth: AuthContext, id: number) {
  const row = await readSchedule(ctx, auth.ruc, id);
  assertNotEnded(row);
  if (row.state === 'PAUSADA') {
    throw new AppError('conflict', recurringMessages.alreadyPaused, { mensajeSistema: 'YA_PAUSADA' });
  }
  await setScheduleState(ctx.db, { ruc: auth.ruc, id: row.id, state: 'PAUSADA', nextDate: null });
  return answer(ctx, auth.ruc, row.id, recurringMessages.paused);
}

/** 'Reanudar': from the rule's next date from today; a rule with nothing left ends instead. */
export async function resumeSchedule(ctx: AppContext, auth: AuthContext, id: number) {
  const row = await readSchedule(ctx, auth.ruc, id);
  assertNotEnded(row);
  if (row.state !== 'PAUSADA') {
    throw new AppError('conflict', recurringMessages.notPaused, { mensajeSistema: 'NO_PAUSADA' });
  }
  const next = nextFromToday(ctx, ruleOfRow(row), row.settled_count);
  await setScheduleState(ctx.db, {
    ruc: auth.ruc,
    id: row.id,
    state: next === null ? 'FINALIZADA' : 'ACTIVA',
    nextDate: next,
  });
  return answer(
    ctx,
    auth.ruc,
    row.id,
    next === null ? recurringMessages.endedNow : recurringMessages.resumed,
  );
}

/** 'Finalizar': for good; its failed occurrences can still be issued by hand. */
export async function endSchedule(ctx: AppContext, auth: AuthContext, id: number) {
  const row = await readSchedule(ctx, auth.ruc, id);
  assertNotEnded(row);
  await setScheduleState(ctx.db, { ruc: auth.ruc, id: row.id, state: 'FINALIZADA', nextDate: null });
  return answer(ctx, auth.ruc, row.id, recurringMessages.endedNow);
}

export async function listScheduleOccurrences(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ ocurrencias: RecurringOccurrence[] }> {
  const row = await readSchedule(ctx, auth.ruc, id);
  const rows = await listOccurrences(ctx.db, auth.ruc, row.id);
  return { ocurrencias: rows.map(toOccurrence) };
}

/**
 * 'Emitir ahora': an occurrence that was refused (or left unfinished) issued by hand, with the same
 * Idempotency-Key as the job's, so the two never issue it twice. A new refusal is recorded and answered.
 */
export async function issueOccurrenceNow(
  ctx: AppContext,
  auth: AuthContext,
  scheduleId: number,
  occurrenceId: number,
): Promise<{ mensaje: string; ocurrencia: RecurringOccurrence }> {
  const row = await readSchedule(ctx, auth.ruc, scheduleId);
  const occurrence = await findOccurrence(ctx.db, auth.ruc, row.id, String(occurrenceId));
  if (!occurrence) {
    throw new AppError('not_found', recurringMessages.occurrenceNotFound, {
      mensajeSistema: 'OCURRENCIA_NO_EXISTE',
    });
  }
  if (occurrence.status === 'EMITIDA') {
    throw new AppError('conflict', recurringMessages.occurrenceIssued, { mensajeSistema: 'YA_EMITIDA' });
  }
  const outcome = await issueOccurrence(ctx, row, occurrence);
  if (!outcome.issued) throw outcome.error;
  const issued = await claimOccurrence(ctx.db, {
    ruc: auth.ruc,
    scheduleId: row.id,
    dueDate: occurrence.due_date,
  });
  return { mensaje: recurringMessages.issued, ocurrencia: toOccurrence(issued) };
}
