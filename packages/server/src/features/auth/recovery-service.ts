import type { AppContext } from '../../app-context.ts';
import { isPasswordCorrect } from '../../adapters/crypto/password-hasher.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import {
  consumeRecovery,
  createRecovery,
  findLiveRecovery,
  findLoginByAccessName,
  findUsableRecoveries,
  type LoginRow,
} from './auth-repository.ts';
import { auditAccount } from './auth-audit.ts';
import { assertSystemCode, normaliseAccessName } from './auth-rules.ts';
import { maskAddress } from './masked-address.ts';
import { passwordRecoveryQueue } from './password-recovery-job.ts';

/** A second request this soon after the last one sends no new mail (no mail bombing through the form). */
const resendAfterMs = 60_000;

/**
 * 'Olvidó su Contraseña?' (spec 000 §7, ADR 0021): a temporary password is mailed to the user, and the
 * answer is the same for every user name — the address masked — so it tells nobody who has an account.
 * Nothing changes for the user until the temporary password is used: the own password keeps working and
 * no session ends, so an anonymous caller cannot sign anyone out. Deactivated users get no mail.
 */
export async function recoverPassword(
  ctx: AppContext,
  request: { nombreUsuarioAcceso: string; codigoSistema: string },
): Promise<{ correoPrincipalUsuario: string }> {
  assertSystemCode(ctx, request.codigoSistema);
  const accessName = normaliseAccessName(request.nombreUsuarioAcceso);
  const found = await findLoginByAccessName(ctx.db, accessName);
  if (found && found.state !== 'DES') await openRecovery(ctx, found);
  return { correoPrincipalUsuario: maskAddress(found?.email ?? accessName) };
}

async function openRecovery(ctx: AppContext, login: LoginRow): Promise<void> {
  const now = ctx.now();
  const live = await findLiveRecovery(ctx.db, login.userId, now);
  if (live && now.getTime() - live.createdAt.getTime() < resendAfterMs) return;
  const expiresAt = new Date(now.getTime() + ctx.config.recoveryTtlMinutes * 60_000);
  await runInTransaction(ctx.db, async (trx) => {
    const recoveryId = await createRecovery(trx, { userId: login.userId, now, expiresAt });
    await ctx.queue.enqueue(trx, passwordRecoveryQueue, { recoveryId });
  });
  await auditAccount(ctx, login, 'PASSWORD_RECOVERY_REQUESTED');
}

/**
 * Signs in with a temporary password, if `password` is one of the user's: it becomes the password, the
 * user must change it (PRI) and every other session ends. Undefined when it is not (or was just used).
 */
export async function useTemporaryPassword(
  ctx: AppContext,
  login: LoginRow,
  password: string,
): Promise<LoginRow | undefined> {
  const now = ctx.now();
  for (const recovery of await findUsableRecoveries(ctx.db, login.userId, now)) {
    if (!(await isPasswordCorrect(recovery.passwordHash, password))) continue;
    const isUsed = await consumeRecovery(ctx.db, {
      recoveryId: recovery.id,
      userId: login.userId,
      assignmentId: login.assignmentId,
      passwordHash: recovery.passwordHash,
      now,
    });
    if (!isUsed) return undefined;
    await auditAccount(ctx, login, 'PASSWORD_RECOVERY_USED', { estadoAnterior: login.state });
    return { ...login, state: 'PRI', passwordHash: recovery.passwordHash, failedAttempts: 0 };
  }
  return undefined;
}
