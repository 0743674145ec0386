import { sql } from 'kysely';
import type { Db } from './open-database.ts';
import { prepared } from './prepared-statements.ts';

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

/**
 * The documents issued with these `Idempotency-Key`s, each of its company (`ruc` and `key` pairs): one
 * text for any number of them, planned once per connection (ADR 0193).
 */
export async function findDocumentIdsByIdempotencyKeys(
  db: Db,
  keys: readonly { ruc: string; key: string }[],
): Promise<{ ruc: string; key: string; documentId: string }[]> {
  const statement = sql<{ ruc: string; key: string; document_id: string }>`
    select k.company_ruc as ruc, k.idempotency_key as key, k.document_id
    from unnest(${keys.map((pair) => pair.ruc)}::text[], ${keys.map((pair) => pair.key)}::text[])
      as wanted(ruc, key)
    join document_keys k on k.company_ruc = wanted.ruc and k.idempotency_key = wanted.key`;
  const { rows } = await db.executeQuery(prepared(statement.compile(db)));
  return rows.map((row) => ({ ruc: row.ruc, key: row.key, documentId: String(row.document_id) }));
}
