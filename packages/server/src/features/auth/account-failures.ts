import { SystemCode } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuditEventKind } from '../audit/index.ts';
import { auditAccount } from './auth-audit.ts';
import { authMessages } from './auth-messages.ts';
import {
  addAccountFailure,
  countAccountFailures,
  recordFailedAttempt,
  type LoginRow,
} from './auth-repository.ts';

export function invalidCredentials(): AppError {
  return new AppError('unauthenticated', authMessages.invalidCredentials, {
    mensajeSistema: SystemCode.CREDENCIALES_INVALIDAS,
  });
}

export function lockedUser(): AppError {
  return new AppError('unauthenticated', authMessages.lockedUser, {
    mensajeSistema: SystemCode.USUARIO_BLOQUEADO,
  });
}

/** The start of the per-account failure window that is open now. */
function failureWindowStart(ctx: AppContext, now: Date): Date {
  return new Date(now.getTime() - ctx.config.accountFailureWindowMinutes * 60_000);
}

/**
 * Counts a failed sign-in against the user name, whoever and wherever the caller is; the count decides
 * the per-account limit, and for a name that does not exist it stands in for the lock a real account
 * would reach, so the answers do not tell which names exist.
 */
export async function countFailure(ctx: AppContext, accessName: string, now: Date): Promise<number> {
  return addAccountFailure(ctx.db, accessName, now, failureWindowStart(ctx, now));
}

export async function assertAccountNotThrottled(
  ctx: AppContext,
  accessName: string,
  now: Date,
): Promise<void> {
  const failures = await countAccountFailures(ctx.db, accessName, failureWindowStart(ctx, now));
  if (failures >= ctx.config.accountFailureLimit) {
    throw new AppError('rate_limited', authMessages.accountThrottled, {
      mensajeSistema: SystemCode.LIMITE_POR_USUARIO,
    });
  }
}

/** Records a wrong secret in the audit log, and the lock it caused when it reached the limit on an open account. */
async function auditFailure(
  ctx: AppContext,
  login: LoginRow,
  kind: AuditEventKind,
  reason: string,
  isLocked: boolean,
): Promise<void> {
  await auditAccount(ctx, login, kind, { motivo: reason });
  if (isLocked && (login.state === 'ACT' || login.state === 'PRI')) {
    await auditAccount(ctx, login, 'USER_LOCKED', { intentosFallidos: ctx.config.maxFailedLogins });
  }
}

/**
 * A wrong password or second-step code of a known user: it counts towards the per-account limit and the
 * lock, like a failed sign-in, and is logged. Answers whether the user is now locked.
 */
export async function registerFailure(
  ctx: AppContext,
  login: LoginRow,
  kind: AuditEventKind,
  reason: string,
): Promise<{ isLocked: boolean }> {
  await countFailure(ctx, login.accessName, ctx.now());
  const { isLocked } = await recordFailedAttempt(ctx.db, login.userId, ctx.config.maxFailedLogins);
  await auditFailure(ctx, login, kind, reason, isLocked);
  return { isLocked };
}
