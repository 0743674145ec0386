import type { Db } from '../adapters/db/open-database.ts';

/** Whether a company with this RUC is registered here. */
export async function isCompanyKnown(db: Db, ruc: string): Promise<boolean> {
  const company = await db.selectFrom('companies').select('ruc').where('ruc', '=', ruc).executeTakeFirst();
  return company !== undefined;
}

export async function findCompanyPartner(
  db: Db,
  ruc: string,
): Promise<{ partner_ruc: string | null } | undefined> {
  return db.selectFrom('companies').select('partner_ruc').where('ruc', '=', ruc).executeTakeFirst();
}
