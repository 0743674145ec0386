import type { Db } from './open-database.ts';

/*
 * Documents found by their global keys (`document_keys`, ADR 0186), read apart from the documents: a join
 * from `document_keys` into the partitioned `documents` plans every month's partition (≈ 0.13 ms each on
 * PostgreSQL 15, so ≈ 19 ms at 12 years), while a second statement that names the ids found here plans
 * only theirs.
 */

/** The ids of the documents with these CUFEs (of one company when `ruc` is given), in id order. */
export async function findDocumentIdsByCufe(
  db: Db,
  cufes: readonly string[],
  ruc?: string,
): Promise<string[]> {
  if (cufes.length === 0) return [];
  let query = db
    .selectFrom('document_keys')
    .select('document_id')
    .where('cufe', 'in', [...cufes]);
  if (ruc !== undefined) query = query.where('company_ruc', '=', ruc);
  const rows = await query.orderBy('document_id').execute();
  return rows.map((row) => String(row.document_id));
}

/** The id of the company's document issued with this `Idempotency-Key`, if any. */
export async function findDocumentIdByIdempotencyKey(
  db: Db,
  ruc: string,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('document_keys')
    .select('document_id')
    .where('company_ruc', '=', ruc)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row === undefined ? undefined : String(row.document_id);
}
