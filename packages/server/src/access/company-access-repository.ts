import type { Db } from '../adapters/db/open-database.ts';

export async function findCompanyPartner(
  db: Db,
  ruc: string,
): Promise<{ partner_ruc: string | null } | undefined> {
  return db.selectFrom('companies').select('partner_ruc').where('ruc', '=', ruc).executeTakeFirst();
}
