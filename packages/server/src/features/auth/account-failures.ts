import { SystemCode } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuditEventKind } from '../audit/index.ts';
import { auditAccount } from './auth-audit.ts';
import { authMessages } from './auth-messages.ts';
import {
  addAccountFailure,
  countAccountFailures,
  countNameFailures,
  recordFailedAttempt,
  type LoginRow,
} from './auth-repository.ts';

/** A sign-in attempt's user name and the client address it came from (ADR 0067). */
export type SignInAttempt = { readonly accessName: string; readonly address: string };

/** A wrong password; with one attempt left before the lock, the answer says so. */
export function invalidCredentials(attemptsLeft?: number): AppError {
  if (attemptsLeft === 1) {
    return new AppError('unauthenticated', authMessages.lastAttempt, { mensajeSistema: 'ULTIMO_INTENTO' });
  }
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
 * Counts a failed sign-in against the user name and the address it came from; the count decides the
 * per-account limit, and for a name that does not exist it stands in for the lock a real account would
 * reach, so the answers do not tell which names exist.
 */
export async function countFailure(ctx: AppContext, attempt: SignInAttempt, now: Date): Promise<number> {
  return addAccountFailure(ctx.db, attempt, now, failureWindowStart(ctx, now));
}

/** How long each attempt on a user name waits once its failures from all addresses reach the limit. */
export const THROTTLED_NAME_DELAY_MS = 1_000;

/**
 * The per-account limit (ADR 0067): the address whose failures on the name reach the limit gets a 429 for
 * the window; failures from other addresses only slow every attempt on the name down, so nobody can keep
 * the owner, signing in from elsewhere with the right password, out.
 */
export async function assertAccountNotThrottled(
  ctx: AppContext,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  const windowStart = failureWindowStart(ctx, now);
  const failures = await countAccountFailures(ctx.db, attempt, windowStart);
  if (failures >= ctx.config.accountFailureLimit) {
    throw new AppError('rate_limited', authMessages.accountThrottled, {
      mensajeSistema: SystemCode.LIMITE_POR_USUARIO,
    });
  }
  if ((await countNameFailures(ctx.db, attempt.accessName, windowStart)) >= ctx.config.accountFailureLimit) {
    await new Promise((resolve) => setTimeout(resolve, THROTTLED_NAME_DELAY_MS));
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
 * lock, like a failed sign-in, and is logged. Answers whether the user is now locked, and how many
 * attempts are left before it is.
 */
export async function registerFailure(
  ctx: AppContext,
  login: LoginRow,
  address: string,
  kind: AuditEventKind,
  reason: string,
): Promise<{ isLocked: boolean; attemptsLeft: number }> {
  await countFailure(ctx, { accessName: login.accessName, address }, ctx.now());
  const outcome = await recordFailedAttempt(ctx.db, login.userId, ctx.config.maxFailedLogins);
  await auditFailure(ctx, login, kind, reason, outcome.isLocked);
  return outcome;
}
