import type { Db } from '../adapters/db/open-database.ts';

/** Returns the stored value, storing `candidate` first when the key is new (first writer wins). */
export async function getOrCreateSetting(db: Db, key: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: candidate })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Stores `key` with the time now unless it is stored already: true for the one caller that stored it (a
 * mark that something was done or claimed once, however many processes try).
 */
export async function markOnce(db: Db, key: string): Promise<boolean> {
  const marked = await db
    .insertInto('app_settings')
    .values({ key, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return marked !== undefined;
}
