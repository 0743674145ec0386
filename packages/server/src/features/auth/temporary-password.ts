import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../adapters/crypto/password-hasher.ts';
import { generateTemporaryPassword } from '../../adapters/crypto/random.ts';
import type { Database } from '../../adapters/db/schema.ts';
import {
  createRecovery,
  findLoginByUserId,
  findPendingRecovery,
  setRecoveryPassword,
  type LoginRow,
} from './auth-repository.ts';

/**
 * Opens a temporary password for a user, inside the caller's transaction: a recovery or a new user's first
 * sign-in. The password itself is made later, by the worker that mails it (`makeTemporaryPassword`), so
 * the database never holds it in clear text, not even in the queue.
 */
export async function openTemporaryPassword(
  trx: Transaction<Database>,
  request: { userId: number; now: Date; expiresAt: Date },
): Promise<string> {
  return createRecovery(trx, request);
}

/**
 * The worker's part: makes the temporary password of an open recovery and keeps only its hash. Undefined
 * when it was used or expired, or the user was deactivated meanwhile (no mail then).
 */
export async function makeTemporaryPassword(
  ctx: AppContext,
  recoveryId: string,
): Promise<{ login: LoginRow; temporaryPassword: string; expiresAt: Date } | undefined> {
  const recovery = await findPendingRecovery(ctx.db, recoveryId, ctx.now());
  if (!recovery) return undefined;
  const login = await findLoginByUserId(ctx.db, recovery.userId);
  if (!login || login.state === 'DES') return undefined;
  const temporaryPassword = generateTemporaryPassword();
  await setRecoveryPassword(ctx.db, recovery.id, await hashPassword(temporaryPassword));
  return { login, temporaryPassword, expiresAt: recovery.expiresAt };
}
