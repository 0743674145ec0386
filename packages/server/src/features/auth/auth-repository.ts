import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import { prepared } from '../../adapters/db/prepared-statements.ts';
import type { CompanyKind, ProfileCode, UserStateCode } from '../../adapters/db/schema.ts';

export type LoginRow = {
  userId: number;
  assignmentId: number;
  accessName: string;
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
      'u.access_name as accessName',
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

export async function findLoginByUserId(db: Db, userId: number): Promise<LoginRow | undefined> {
  return selectLogin(db).where('u.id', '=', userId).executeTakeFirst();
}

/** Counts a failed attempt atomically and locks the assignment when the limit is reached. */
export async function recordFailedAttempt(
  db: Db,
  userId: number,
  maxAttempts: number,
): Promise<{ isLocked: boolean; attemptsLeft: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', userId)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (row.failed_attempts < maxAttempts) {
      return { isLocked: false, attemptsLeft: maxAttempts - row.failed_attempts };
    }
    await trx
      .updateTable('company_users')
      .set({ state: 'BLO' })
      .where('user_id', '=', userId)
      .where('state', 'in', ['ACT', 'PRI'])
      .execute();
    return { isLocked: true, attemptsLeft: 0 };
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

/** The failed sign-ins of a user name (known or not) since `windowStart`. */
/** Failures of one user name from one client address in the open window. */
export async function countAccountFailures(
  db: Db,
  attempt: { accessName: string; address: string },
  windowStart: Date,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select('failures')
    .where('access_name', '=', attempt.accessName)
    .where('client_address', '=', attempt.address)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Failures of one user name from every address in the open window. */
export async function countNameFailures(db: Db, accessName: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failures'), eb.lit(0)).as('failures'))
    .where('access_name', '=', accessName)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/**
 * Adds a failed sign-in to the window of the user name and client address (a new window when the last
 * one is over); returns that pair's count.
 */
export async function addAccountFailure(
  db: Db,
  attempt: { accessName: string; address: string },
  now: Date,
  windowStart: Date,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({
      access_name: attempt.accessName,
      client_address: attempt.address,
      failures: 1,
      window_started_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['access_name', 'client_address']).doUpdateSet({
        failures: sql<number>`case when login_failures.window_started_at > ${windowStart} then login_failures.failures + 1 else 1 end`,
        window_started_at: sql<Date>`case when login_failures.window_started_at > ${windowStart} then login_failures.window_started_at else ${now} end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function clearAccountFailures(db: Db, accessName: string): Promise<void> {
  await db.deleteFrom('login_failures').where('access_name', '=', accessName).execute();
}

export async function createSession(
  db: Db,
  session: { id: string; assignmentId: number; refreshTokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      company_user_id: session.assignmentId,
      refresh_token_hash: session.refreshTokenHash,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    })
    .execute();
}

export type SessionRow = {
  id: string;
  assignmentId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

const sessionColumns = [
  's.id',
  's.company_user_id as assignmentId',
  's.created_at as createdAt',
  's.expires_at as expiresAt',
  's.revoked_at as revokedAt',
] as const;

/** A session with its user's assignment as it is now: state, profile and company are read on every call. */
export type SessionAccessRow = SessionRow & {
  companyRuc: string;
  companyKind: CompanyKind;
  profile: ProfileCode;
  state: UserStateCode;
};

/** The sessions of these ids that exist (session-reads.ts reads those of concurrent calls together). */
export async function findSessionsAccess(db: Db, ids: readonly string[]): Promise<SessionAccessRow[]> {
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('company_users as cu', 'cu.id', 's.company_user_id')
    .innerJoin('companies as c', 'c.ruc', 'cu.company_ruc')
    .select([
      ...sessionColumns,
      'cu.company_ruc as companyRuc',
      'c.kind as companyKind',
      'cu.profile',
      'cu.state',
    ])
    .where((eb) => eb('s.id', '=', eb.fn.any(eb.val([...ids]))));
  // One text for any number of sessions: planned once per connection (every authenticated call reads it).
  return (await db.executeQuery(prepared(query.compile()))).rows;
}

export async function findSessionByRefreshHash(db: Db, hash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions as s')
    .select(sessionColumns)
    .where('s.refresh_token_hash', '=', hash)
    .executeTakeFirst();
}

/** The session a refresh token already exchanged belonged to. */
export async function findSpentRefreshToken(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('spent_refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row?.session_id;
}

/**
 * Exchanges the session's refresh token for a new one and remembers the old one as spent, atomically: of
 * two callers presenting the same token, one gets false.
 */
export async function rotateRefreshToken(
  db: Db,
  rotation: { sessionId: string; spentHash: string; nextHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sessions')
      .set({
        refresh_token_hash: rotation.nextHash,
        expires_at: rotation.expiresAt,
        refreshed_at: rotation.now,
      })
      .where('id', '=', rotation.sessionId)
      .where('refresh_token_hash', '=', rotation.spentHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('spent_refresh_tokens')
      .values({ token_hash: rotation.spentHash, session_id: rotation.sessionId, spent_at: rotation.now })
      .execute();
    return true;
  });
}

export async function extendSession(db: Db, id: string, expiresAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, refreshed_at: now })
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

/**
 * Ends the assignment's open sessions, but for `keepSessionId` when given (the one changing the password);
 * also run inside an administrator's edit that stops the user.
 */
export async function revokeUserSessions(
  db: Db,
  assignmentId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('company_user_id', '=', assignmentId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/** Sets a new password hash and state together, and clears the failed attempts. */
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

/** The newest recovery of a user that can still be used, if any. */
export async function findLiveRecovery(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ id: string; createdAt: Date } | undefined> {
  return db
    .selectFrom('password_recoveries')
    .select(['id', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Ends the user's recoveries still open: their temporary passwords stop working. */
export async function closeOpenRecoveries(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_recoveries')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Opens a recovery and closes any earlier one of the user (one temporary password at a time); run it in a transaction. */
export async function createRecovery(
  db: Db,
  recovery: { userId: number; now: Date; expiresAt: Date },
): Promise<string> {
  await closeOpenRecoveries(db, recovery.userId, recovery.now);
  const row = await db
    .insertInto('password_recoveries')
    .values({ user_id: recovery.userId, created_at: recovery.now, expires_at: recovery.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A recovery whose temporary password is still to be mailed, with what the mail says. */
export async function findPendingRecovery(
  db: Db,
  id: string,
  now: Date,
): Promise<{ id: string; userId: number; expiresAt: Date } | undefined> {
  return db
    .selectFrom('password_recoveries')
    .select(['id', 'user_id as userId', 'expires_at as expiresAt'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function setRecoveryPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('password_recoveries')
    .set({ temporary_password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

/** The temporary passwords of a user that could open a session now. */
export async function findUsableRecoveries(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ id: string; passwordHash: string }[]> {
  const rows = await db
    .selectFrom('password_recoveries')
    .select(['id', 'temporary_password_hash as passwordHash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('temporary_password_hash', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.passwordHash ? [{ id: row.id, passwordHash: row.passwordHash }] : []));
}

/**
 * Uses a temporary password, once: it becomes the user's password, the user must change it (PRI), the
 * failed attempts are cleared and every session of the user ends. False when another call used it first.
 */
export async function consumeRecovery(
  db: Db,
  use: { recoveryId: string; userId: number; assignmentId: number; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_recoveries')
      .set({ used_at: use.now })
      .where('id', '=', use.recoveryId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: use.passwordHash, failed_attempts: 0 })
      .where('id', '=', use.userId)
      .execute();
    await trx.updateTable('company_users').set({ state: 'PRI' }).where('id', '=', use.assignmentId).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: use.now })
      .where('company_user_id', '=', use.assignmentId)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}
