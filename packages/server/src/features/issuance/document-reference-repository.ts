import { sql } from 'kysely';
import { findDocumentIdsByCufe } from '../../adapters/db/document-keys.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Trx } from './issuance-repository.ts';

export type ReferencedDocumentRow = {
  id: string;
  cufe: string;
  doc_type: string;
  status: string;
  total: string;
  issued_at: Date;
  /** Σ of the credit notes (04) that refer to it, pending or authorised. */
  credited: string;
  /** Its receiver: the company's customer, or null for the final consumer. */
  customer_id: number | null;
  receiver_name: string;
  receiver_identification: string | null;
};

/**
 * The company's documents with these CUFEs, each with what earlier credit notes took from it. With
 * `lock`, inside a generation's transaction, the rows stay locked until it ends, so two credit notes on
 * one invoice cannot both take its last balance (ordered by id: no two transactions lock crosswise).
 */
export async function findReferencedDocuments(
  db: Db | Trx,
  ruc: string,
  cufes: readonly string[],
  options: { lock?: boolean } = {},
): Promise<ReferencedDocumentRow[]> {
  const ids = await findDocumentIdsByCufe(db, cufes, ruc);
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('documents as d')
    .select([
      'd.id',
      'd.cufe',
      'd.doc_type',
      'd.status',
      'd.total',
      'd.issued_at',
      'd.customer_id',
      'd.receiver_name',
      'd.receiver_identification',
    ])
    .select((eb) =>
      eb
        .selectFrom('document_references as r')
        .innerJoin('documents as n', 'n.id', 'r.document_id')
        .select(sql<string>`coalesce(sum(n.total), 0)::text`.as('credited'))
        .where('r.company_ruc', '=', ruc)
        .whereRef('r.referenced_cufe', '=', 'd.cufe')
        .where('n.doc_type', '=', '04')
        .where('n.status', 'in', ['PEN', 'AUT'])
        .as('credited'),
    )
    .where('d.id', 'in', ids)
    .orderBy('d.id');
  if (options.lock) query = query.forUpdate('d');
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, total: String(row.total), credited: row.credited ?? '0' }));
}

/**
 * Σ of the credit notes (04), pending or authorised, that refer to any of these documents: a note that
 * referred to several of them counts once (ADR 0086).
 */
export async function sumCreditedTogether(
  db: Db | Trx,
  ruc: string,
  cufes: readonly string[],
): Promise<string> {
  if (cufes.length === 0) return '0';
  const row = await db
    .selectFrom('documents as n')
    .select(sql<string>`coalesce(sum(n.total), 0)::text`.as('credited'))
    .where('n.company_ruc', '=', ruc)
    .where('n.doc_type', '=', '04')
    .where('n.status', 'in', ['PEN', 'AUT'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_references as r')
          .select('r.document_id')
          .whereRef('r.document_id', '=', 'n.id')
          .where('r.company_ruc', '=', ruc)
          .where('r.referenced_cufe', 'in', [...cufes]),
      ),
    )
    .executeTakeFirst();
  return row?.credited ?? '0';
}

/** Records the company's own documents a note refers to, beside the note itself. */
export async function recordReferences(
  trx: Trx,
  input: { documentId: string; ruc: string; cufes: readonly string[] },
): Promise<void> {
  if (input.cufes.length === 0) return;
  await trx
    .insertInto('document_references')
    .values(
      input.cufes.map((cufe) => ({
        document_id: input.documentId,
        company_ruc: input.ruc,
        referenced_cufe: cufe,
      })),
    )
    .execute();
}

/** The signed XML of one of the company's documents, whose items a note referring to it may copy. */
export async function findSignedXml(db: Db, ruc: string, cufe: string): Promise<string | undefined> {
  const [id] = await findDocumentIdsByCufe(db, [cufe], ruc);
  if (id === undefined) return undefined;
  const row = await db.selectFrom('documents').select('signed_xml').where('id', '=', id).executeTakeFirst();
  return row?.signed_xml;
}
