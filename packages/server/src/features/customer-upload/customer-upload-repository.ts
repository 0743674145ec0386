import type { Db } from '../../adapters/db/open-database.ts';

/** The company's own subscription key (spec 001 'Clave Suscripción'). */
export async function findCompanySubscriptionKey(db: Db, ruc: string): Promise<string | undefined> {
  const row = await db.selectFrom('companies').select('api_key').where('ruc', '=', ruc).executeTakeFirst();
  return row?.api_key;
}
