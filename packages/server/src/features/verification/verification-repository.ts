import { findDocumentIdsByCufe } from '../../adapters/db/document-keys.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import { documentNumberColumnsOfD } from '../../adapters/db/document-number-columns.ts';

/** Documents with their issuer's name and what a public page may show of one. */
function documentsWithIssuer(db: Db) {
  return db
    .selectFrom('documents as d')
    .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
    .select([
      'd.id',
      'd.cufe',
      ...documentNumberColumnsOfD,
      'd.status',
      'd.issued_at',
      'd.authorised_at',
      'd.cancelled_at',
      'd.receiver_name',
      'd.total',
      'c.ruc',
      'c.business_name',
    ]);
}

export type VerifiableDocument = NonNullable<Awaited<ReturnType<typeof findVerifiableDocument>>>;

/** An authorised or cancelled document with this CUFE, whatever its company. */
export async function findVerifiableDocument(db: Db, cufe: string) {
  const [id] = await findDocumentIdsByCufe(db, [cufe]);
  if (id === undefined) return undefined;
  return documentsWithIssuer(db)
    .where('d.id', '=', id)
    .where('d.status', 'in', ['AUT', 'ANU'])
    .executeTakeFirst();
}

/** The document a share link (by its token's SHA-256) opens, while the link stands, in any state. */
export async function findSharedDocument(db: Db, tokenHash: string) {
  return documentsWithIssuer(db)
    .innerJoin('document_share_links as l', 'l.document_id', 'd.id')
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
