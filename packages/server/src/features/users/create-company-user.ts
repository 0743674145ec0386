import { newUserRequestSchema, type NewUserRequest, SystemCode } from '@facturar/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../adapters/crypto/password-hasher.ts';
import { randomToken } from '../../adapters/crypto/random.ts';
import type { Database, ProfileCode } from '../../adapters/db/schema.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { normaliseAccessName, openTemporaryPassword } from '../auth/index.ts';
import { userMessages } from './users-messages.ts';
import { assertUserKeysFree, takenElsewhere } from './taken-user-keys.ts';
import { assignSoleBillingPoint, findCompanyName, insertCompanyUser } from './users-repository.ts';
import { welcomeMailQueue, welcomePasswordValidDays, type WelcomeKind } from './welcome-mail.ts';

export type CreatedCompanyUser = { userId: number; idAsignacionEmpresaUsuario: number; accessName: string };

/** PostgreSQL's unique violation: another request registered the same identification or e-mail first. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * Creates a user of a company (spec 000 §5 'Add user'): the request is checked with the shared rules
 * (`newUserRequestSchema`, 400 with the field's Spanish message), the company must exist (404), and the
 * identification and the e-mail — which is the sign-in name — must be nobody's yet (409: named when a
 * user of the same company holds it, otherwise one answer that tells nothing about other companies). The user starts in PRI with no usable password: a
 * worker mails a temporary one (valid `welcomePasswordValidDays` days), and the first sign-in with it
 * must change it. A company with a single active billing point assigns it to the new user, who can then
 * issue at once.
 *
 * Who may create users is the caller's decision (the users screen: the company's administrators;
 * registration: the public form). Inside `trx` when given (a registration creating the company in the
 * same transaction), otherwise in a transaction of its own; the mail is sent only if it commits.
 */
export async function createCompanyUser(
  ctx: AppContext,
  request: NewUserRequest,
  /** `actorAssignmentId`: the administrator who adds the user, for the audit log (none when a company registers). */
  options: {
    profile: ProfileCode;
    trx?: Transaction<Database>;
    actorAssignmentId?: number;
    /** What the audit log adds about the actor, e.g. a partner firm acting for the company (ADR 0104). */
    auditDetails?: Record<string, string>;
    /** The registration's administrator gets the welcome of one who registered the company. */
    welcome?: WelcomeKind;
  },
): Promise<CreatedCompanyUser> {
  const parsed = newUserRequestSchema.safeParse(request);
  if (!parsed.success) {
    const errores = parsed.error.issues.map((issue) => ({
      campo: issue.path.join('.'),
      mensaje: issue.message,
    }));
    throw new AppError('validation', errores[0]?.mensaje ?? messages.invalidRequest, {
      mensajeSistema: SystemCode.VALIDACION,
      errores,
    });
  }
  const user = parsed.data;
  const accessName = normaliseAccessName(user.correoPrincipalUsuario);
  const passwordHash = await hashPassword(randomToken());
  const work = async (trx: Transaction<Database>): Promise<CreatedCompanyUser> => {
    if ((await findCompanyName(trx, user.idEmpresa)) === undefined) {
      throw new AppError('not_found', userMessages.companyNotFound, {
        mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
      });
    }
    await assertUserKeysFree(trx, { identification: user.identificacionUsuario, accessName }, user.idEmpresa);
    const now = ctx.now();
    const created = await insertCompanyUser(trx, {
      companyRuc: user.idEmpresa,
      identification: user.identificacionUsuario,
      identificationType: user.typeDocumente,
      accessName,
      fullName: user.nombreUsuario,
      email: accessName,
      phone: user.telefonoPrincipalUsuario,
      address: user.direccionUsuario,
      passwordHash,
      profile: options.profile,
      now,
    });
    await assignSoleBillingPoint(trx, user.idEmpresa, created.assignmentId);
    await recordAuditEvent(trx, {
      companyRuc: user.idEmpresa,
      kind: 'USER_CREATED',
      at: now,
      ...(options.actorAssignmentId === undefined ? {} : { actorAssignmentId: options.actorAssignmentId }),
      subject: accessName,
      details: { perfil: options.profile, ...options.auditDetails },
    });
    const recoveryId = await openTemporaryPassword(trx, {
      userId: created.userId,
      now,
      expiresAt: new Date(now.getTime() + welcomePasswordValidDays * 86_400_000),
    });
    await ctx.queue.enqueue(trx, welcomeMailQueue, { recoveryId, kind: options.welcome ?? 'user' });
    return { userId: created.userId, idAsignacionEmpresaUsuario: created.assignmentId, accessName };
  };
  try {
    return options.trx ? await work(options.trx) : await runInTransaction(ctx.db, work);
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The caller's transaction is aborted: who holds the key can only be read outside it.
      if (options.trx) throw takenElsewhere();
      await assertUserKeysFree(
        ctx.db,
        { identification: user.identificacionUsuario, accessName },
        user.idEmpresa,
      );
      throw takenElsewhere();
    }
    throw error;
  }
}

/** A company's administrator is named after it: its business name in the characters a user name takes. */
export function administratorNameOf(businessName: string): string {
  return businessName
    .replace(/[^\p{L}\p{N} .]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
