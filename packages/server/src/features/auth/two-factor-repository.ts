import type { Db } from '../../adapters/db/open-database.ts';
import type { SignInChallengeKind } from '../../adapters/db/schema.ts';

export type TwoFactorRow = {
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastStep: string | null;
};

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db
    .selectFrom('user_two_factor')
    .select(['secret_encrypted as secretEncrypted', 'confirmed_at as confirmedAt', 'last_step as lastStep'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Starts an enrolment: a new sealed secret, not confirmed, replacing one not confirmed either. */
export async function savePendingSecret(db: Db, userId: number, secretEncrypted: string): Promise<void> {
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret_encrypted: secretEncrypted, confirmed_at: null, last_step: null })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_encrypted: secretEncrypted, confirmed_at: null, last_step: null })
        .where('user_two_factor.confirmed_at', 'is', null),
    )
    .execute();
}

/**
 * Uses the time step of a code: true when it is newer than any used before (a code works once), atomically,
 * so two requests with one code cannot both pass.
 */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Confirms the enrolment and stores its recovery codes (hashes), replacing any earlier ones. */
export async function confirmTwoFactor(
  db: Db,
  change: { userId: number; now: Date; recoveryCodeHashes: string[] },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('user_two_factor')
      .set({ confirmed_at: change.now })
      .where('user_id', '=', change.userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', change.userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(change.recoveryCodeHashes.map((hash) => ({ user_id: change.userId, code_hash: hash })))
      .execute();
    return true;
  });
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  });
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createSignInChallenge(
  db: Db,
  challenge: {
    tokenHash: string;
    assignmentId: number;
    kind: SignInChallengeKind;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: challenge.tokenHash,
      company_user_id: challenge.assignmentId,
      kind: challenge.kind,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A challenge that can still be answered. */
export async function findOpenChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ assignmentId: number; kind: SignInChallengeKind } | undefined> {
  return db
    .selectFrom('sign_in_challenges')
    .select(['company_user_id as assignmentId', 'kind'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Closes a challenge once: false when another call closed it first. */
export async function closeChallenge(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
