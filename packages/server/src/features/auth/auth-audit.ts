import type { AppContext } from '../../app-context.ts';
import { recordAuditEvent, type AuditEventKind } from '../audit/index.ts';
import type { LoginRow } from './auth-repository.ts';

/** Appends an account event to the audit log of the user's company, the user as its actor (ADR 0023). */
export async function auditAccount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  login: Pick<LoginRow, 'companyRuc' | 'assignmentId'>,
  kind: AuditEventKind,
  details?: Record<string, string | number>,
): Promise<void> {
  await recordAuditEvent(ctx.db, {
    companyRuc: login.companyRuc,
    kind,
    at: ctx.now(),
    actorAssignmentId: login.assignmentId,
    ...(details ? { details } : {}),
  });
}
