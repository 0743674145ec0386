import type { Db } from '../../adapters/db/open-database.ts';

const summaryColumns = [
  'd.id',
  'd.document_type',
  'd.receiver_name',
  'd.total',
  'd.version',
  'd.updated_at',
  'u.full_name as updated_by_name',
] as const;

function draftsWithEditor(db: Db) {
  return db
    .selectFrom('drafts as d')
    .innerJoin('company_users as cu', 'cu.id', 'd.updated_by')
    .innerJoin('users as u', 'u.id', 'cu.user_id');
}

/** Drafts whole: the summary and the form's saved state, as the form reopens one. */
function wholeDrafts(db: Db) {
  return draftsWithEditor(db).select(summaryColumns).select('d.state');
}

export type DraftSummaryRecord = Awaited<ReturnType<typeof listCompanyDrafts>>[number];
export type DraftRecord = NonNullable<Awaited<ReturnType<typeof findCompanyDraft>>>;

export async function listCompanyDrafts(db: Db, ruc: string) {
  return draftsWithEditor(db)
    .select(summaryColumns)
    .where('d.company_ruc', '=', ruc)
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export async function findCompanyDraft(db: Db, ruc: string, id: number) {
  return wholeDrafts(db).where('d.company_ruc', '=', ruc).where('d.id', '=', id).executeTakeFirst();
}

/** The draft of a form type the user saved last: the one the form reopens. */
export async function findLatestOwnDraft(db: Db, editorId: number, documentType: string) {
  return wholeDrafts(db)
    .where('d.updated_by', '=', editorId)
    .where('d.document_type', '=', documentType)
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type DraftContent = {
  documentType: string;
  state: string;
  receiverName: string;
  total: string;
};

export async function insertDraft(
  db: Db,
  draft: DraftContent & { ruc: string; authorId: number; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('drafts')
    .values({
      company_ruc: draft.ruc,
      document_type: draft.documentType,
      state: draft.state,
      receiver_name: draft.receiverName,
      total: draft.total,
      created_by: draft.authorId,
      updated_by: draft.authorId,
      created_at: draft.now,
      updated_at: draft.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves over the draft only if it is still at the version the caller read: the check and the write are one
 * statement, so two saves of one version cannot both pass. Answers whether it was written.
 */
export async function updateDraftAtVersion(
  db: Db,
  draft: DraftContent & { ruc: string; id: number; version: number; editorId: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('drafts')
    .set((eb) => ({
      document_type: draft.documentType,
      state: draft.state,
      receiver_name: draft.receiverName,
      total: draft.total,
      version: eb('version', '+', 1),
      updated_by: draft.editorId,
      updated_at: draft.now,
    }))
    .where('company_ruc', '=', draft.ruc)
    .where('id', '=', draft.id)
    .where('version', '=', draft.version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the draft; answers whether there was one, and the quote it was accepted from. */
export async function deleteCompanyDraft(
  db: Db,
  ruc: string,
  id: number,
): Promise<{ quoteId: number | null } | undefined> {
  const row = await db
    .deleteFrom('drafts')
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .returning('quote_id')
    .executeTakeFirst();
  return row ? { quoteId: row.quote_id } : undefined;
}

export async function hasCompanyDocument(db: Db, ruc: string, documentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('company_ruc', '=', ruc)
    .where('id', '=', String(documentId))
    .executeTakeFirst();
  return row !== undefined;
}
