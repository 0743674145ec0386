import { userUpdateRequestSchema } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { normaliseAccessName } from '../auth/index.ts';
import { assertUserKeysFree } from './taken-user-keys.ts';
import { changeUserEmail, findUserByAccessName } from './users-repository.ts';

export type OperatorEmailChange =
  | { outcome: 'changed'; companyRuc: string; accessName: string }
  | { outcome: 'unchanged' }
  | { outcome: 'unknown-user' }
  | { outcome: 'refused'; reason: string };

/**
 * An operator on the server changes a user's e-mail, which is the sign-in name (`facturar user email`,
 * ADR 0147): the way back for a company whose only administrator lost that mailbox, which neither a partner
 * firm nor the platform administrator may change from their screens (ADR 0104). The new address follows
 * the users screen's rule and must be nobody's; the change is audited in the user's company's chain.
 */
export async function changeEmailAsOperator(
  ctx: Pick<AppContext, 'db' | 'now'>,
  currentAccessName: string,
  newEmail: string,
): Promise<OperatorEmailChange> {
  const parsed = userUpdateRequestSchema.shape.correoPrincipalUsuario.safeParse(newEmail);
  if (!parsed.success) return { outcome: 'refused', reason: parsed.error.issues[0]?.message ?? '' };
  const user = await findUserByAccessName(ctx.db, normaliseAccessName(currentAccessName));
  if (!user) return { outcome: 'unknown-user' };
  const accessName = normaliseAccessName(parsed.data);
  if (accessName === user.accessName) return { outcome: 'unchanged' };
  try {
    await assertUserKeysFree(ctx.db, { accessName }, user.companyRuc, user.userId);
  } catch (error) {
    if (error instanceof AppError) return { outcome: 'refused', reason: error.message };
    throw error;
  }
  const now = ctx.now();
  await changeUserEmail(ctx.db, { userId: user.userId, accessName, now });
  await recordAuditEvent(ctx.db, {
    companyRuc: user.companyRuc,
    kind: 'USER_UPDATED',
    at: now,
    actorName: 'Operador (facturar user email)',
    subject: accessName,
    details: { correoAnterior: user.accessName, delegacion: 'operador' },
  });
  return { outcome: 'changed', companyRuc: user.companyRuc, accessName };
}
