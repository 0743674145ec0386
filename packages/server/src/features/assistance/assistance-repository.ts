import type { Db } from '../../adapters/db/open-database.ts';

/** Who writes to support: the user's name and sign-in, and the company. */
export async function findWriter(db: Db, assignmentId: number) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .innerJoin('companies as c', 'c.ruc', 'cu.company_ruc')
    .select([
      'u.full_name as fullName',
      'u.access_name as accessName',
      'cu.profile',
      'c.ruc',
      'c.dv',
      'c.business_name as businessName',
    ])
    .where('cu.id', '=', assignmentId)
    .executeTakeFirst();
}
