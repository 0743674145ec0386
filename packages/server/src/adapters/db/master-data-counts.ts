import { sql } from 'kysely';
import type { Db } from './open-database.ts';
import type { MasterDataList } from './schema.ts';

/**
 * The kept count of one of a company's master-data lists (migration 0108's triggers): the page's
 * `totalElements` without reading the list's rows (ADR 0154).
 */
export async function readMasterDataCount(db: Db, ruc: string, list: MasterDataList): Promise<number> {
  const row = await db
    .selectFrom('master_data_counts')
    .select(sql<string>`coalesce(sum(total), 0)`.as('total'))
    .where('company_ruc', '=', ruc)
    .where('list', '=', list)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
