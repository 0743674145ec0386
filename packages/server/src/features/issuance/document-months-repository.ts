import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';

/**
 * Creates the documents' monthly partitions through `lastMonth` and, once `thisMonth` has its own, moves
 * the id sequence to its first id (keep_document_months, migration 0111). Months count from January
 * 2026 (0). Answers how many partitions it created.
 */
export async function keepDocumentMonths(db: Db, thisMonth: number, lastMonth: number): Promise<number> {
  const { rows } = await sql<{ created: number }>`
    select keep_document_months(${thisMonth}, ${lastMonth}) as created`.execute(db);
  return rows[0]?.created ?? 0;
}
