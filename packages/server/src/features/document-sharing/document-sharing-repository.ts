import type { Db } from '../../adapters/db/open-database.ts';
import { documentNumberColumnsOfD } from '../../adapters/db/document-number-columns.ts';

/** One of the company's documents, with what a share message names. */
export async function findDocumentToShare(db: Db, ruc: string, id: string) {
  return db
    .selectFrom('documents as d')
    .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
    .select(['d.id', 'd.status', ...documentNumberColumnsOfD, 'd.total', 'c.business_name'])
    .where('d.company_ruc', '=', ruc)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function findShareLink(db: Db, documentId: string) {
  return db
    .selectFrom('document_share_links')
    .select(['token_sealed', 'created_at'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** Keeps the first link when two shares race: the loser reads the winner's. */
export async function insertShareLink(
  db: Db,
  link: { documentId: string; ruc: string; tokenHash: string; tokenSealed: string },
): Promise<void> {
  await db
    .insertInto('document_share_links')
    .values({
      document_id: link.documentId,
      company_ruc: link.ruc,
      token_hash: link.tokenHash,
      token_sealed: link.tokenSealed,
    })
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .execute();
}

export async function deleteShareLink(db: Db, ruc: string, documentId: string): Promise<void> {
  await db
    .deleteFrom('document_share_links')
    .where('document_id', '=', documentId)
    .where('company_ruc', '=', ruc)
    .execute();
}
