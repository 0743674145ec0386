import type { Db } from '../../adapters/db/open-database.ts';
import type { CompanyKind, ProfileCode, UserStateCode } from '../../adapters/db/schema.ts';

export type LoginRow = {
  userId: number;
  assignmentId: number;
  companyRuc: string;
  companyKind: CompanyKind;
  profile: ProfileCode;
  state: UserStateCode;
  passwordHash: string;
  failedAttempts: number;
  email: string;
  fullName: string;
};

function selectLogin(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('company_users as cu', 'cu.user_id', 'u.id')
    .innerJoin('companies as c', 'c.ruc', 'cu.company_ruc')
    .select([
      'u.id as userId',
      'cu.id as assignmentId',
      'cu.company_ruc as companyRuc',
      'c.kind as companyKind',
      'cu.profile',
      'cu.state',
      'u.password_hash as passwordHash',
      'u.failed_attempts as failedAttempts',
      'u.email',
      'u.full_name as fullName',
    ]);
}

export async function findLoginByAccessName(db: Db, accessName: string): Promise<LoginRow | undefined> {
  return selectLogin(db).where('u.access_name', '=', accessName).executeTakeFirst();
}

export async function findLoginByAssignment(db: Db, assignmentId: number): Promise<LoginRow | undefined> {
  return selectLogin(db).where('cu.id', '=', assignmentId).executeTakeFirst();
}

/** Counts a failed attempt atomically and locks the assignment when the limit is reached. */
export async function recordFailedAttempt(
  db: Db,
  userId: number,
  maxAttempts: number,
): Promise<{ isLocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', userId)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (row.failed_attempts < maxAttempts) return { isLocked: false };
    await trx
      .updateTable('company_users')
      .set({ state: 'BLO' })
      .where('user_id', '=', userId)
      .where('state', 'in', ['ACT', 'PRI'])
      .execute();
    return { isLocked: true };
  });
}

export async function resetFailedAttempts(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_attempts: 0 })
    .where('id', '=', userId)
    .where('failed_attempts', '>', 0)
    .execute();
}

export async function createSession(
  db: Db,
  session: { id: string; assignmentId: number; refreshTokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      company_user_id: session.assignmentId,
      refresh_token_hash: session.refreshTokenHash,
      expires_at: session.expiresAt,
    })
    .execute();
}

export type SessionRow = { id: string; assignmentId: number; expiresAt: Date; revokedAt: Date | null };

export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'company_user_id as assignmentId', 'expires_at as expiresAt', 'revoked_at as revokedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findSessionByRefreshHash(db: Db, hash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'company_user_id as assignmentId', 'expires_at as expiresAt', 'revoked_at as revokedAt'])
    .where('refresh_token_hash', '=', hash)
    .executeTakeFirst();
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, refreshed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, assignmentId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('company_user_id', '=', assignmentId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sets a new password hash and state together; a recovery also clears the failed attempts. */
export async function updatePassword(
  db: Db,
  change: { userId: number; assignmentId: number; passwordHash: string; state: UserStateCode },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash, failed_attempts: 0 })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .updateTable('company_users')
      .set({ state: change.state })
      .where('id', '=', change.assignmentId)
      .execute();
  });
}
