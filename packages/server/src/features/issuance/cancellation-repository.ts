import type { Db } from '../../adapters/db/open-database.ts';

export async function findOwnDocumentByCufe(db: Db, ruc: string, cufe: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'cufe', 'doc_type', 'status', 'total', 'issued_at', 'authorised_at'])
    .where('company_ruc', '=', ruc)
    .where('cufe', '=', cufe)
    .executeTakeFirst();
}

export async function insertCancellationEvent(
  db: Db,
  event: { documentId: string; ruc: string; reason: string; signedXml: string },
): Promise<string> {
  const row = await db
    .insertInto('cancellation_events')
    .values({
      document_id: event.documentId,
      company_ruc: event.ruc,
      reason: event.reason,
      signed_xml: event.signedXml,
      result_code: null,
      result_message: null,
      registered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordCancellationResult(
  db: Db,
  eventId: string,
  result: { code: string; message: string; registeredAt: Date | null },
): Promise<void> {
  await db
    .updateTable('cancellation_events')
    .set({ result_code: result.code, result_message: result.message, registered_at: result.registeredAt })
    .where('id', '=', eventId)
    .execute();
}

/** Registered events move the document to cancelled, in one transaction with the event's result. */
export async function markCancelled(
  db: Db,
  eventId: string,
  documentId: string,
  at: Date,
  code: string,
  message: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('cancellation_events')
      .set({ result_code: code, result_message: message, registered_at: at })
      .where('id', '=', eventId)
      .execute();
    await trx
      .updateTable('documents')
      .set({ status: 'ANU', cancelled_at: at })
      .where('id', '=', documentId)
      .execute();
  });
}
