import { groupedReads } from '../../adapters/db/group-commit.ts';
import { findDocumentIdsByIdempotencyKeys } from '../../adapters/db/document-keys.ts';
import type { Db } from '../../adapters/db/open-database.ts';

/** A company and a key as one read's key (a key comes from a header or a file's cell: any text). */
const pairKey = (ruc: string, key: string) => JSON.stringify([ruc, key]);

/**
 * The document a company issued with an `Idempotency-Key`, by the key's unique index (document_keys, ADR
 * 0186): every keyed generation asks before it is judged, so the questions of calls that arrive together
 * are one statement (ADR 0191).
 */
const readDocumentId = groupedReads(
  'idempotency-keys',
  (db, pairs) =>
    findDocumentIdsByIdempotencyKeys(
      db,
      pairs.map((pair) => {
        const [ruc, key] = JSON.parse(pair) as [string, string];
        return { ruc, key };
      }),
    ),
  (row) => pairKey(row.ruc, row.key),
);

/** The id of the company's document issued with this key, if any. */
export async function readIdempotentDocumentId(
  db: Db,
  ruc: string,
  key: string,
): Promise<string | undefined> {
  return (await readDocumentId(db, pairKey(ruc, key)))?.documentId;
}
