import type { Db } from '../adapters/db/open-database.ts';
import type { UserStateCode } from '../adapters/db/schema.ts';

export type DemoUser = {
  identification: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  state: UserStateCode;
  failedAttempts: number;
};

/** Inserts internal users of the company, each with its assignment; users already there are left as they are. */
export async function insertDemoUsers(
  db: Db,
  ruc: string,
  passwordHash: string,
  users: DemoUser[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const user of users) {
      const created = await trx
        .insertInto('users')
        .values({
          identification: user.identification,
          identification_type: /^[0-9]+$/.test(user.identification) ? 'C' : 'P',
          access_name: user.email,
          full_name: user.name,
          email: user.email,
          phone: user.phone,
          address: user.address,
          password_hash: passwordHash,
          failed_attempts: user.failedAttempts,
        })
        // Processes starting together seed together: the one that finds the user there leaves it.
        .onConflict((conflict) => conflict.column('identification').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) continue;
      await trx
        .insertInto('company_users')
        .values({ company_ruc: ruc, user_id: created.id, profile: 'INT', state: user.state })
        .execute();
    }
  });
}
