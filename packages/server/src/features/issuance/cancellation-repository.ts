import { findDocumentIdsByCufe } from '../../adapters/db/document-keys.ts';
import type { Db } from '../../adapters/db/open-database.ts';

export async function findOwnDocumentByCufe(db: Db, ruc: string, cufe: string) {
  const [id] = await findDocumentIdsByCufe(db, [cufe], ruc);
  if (id === undefined) return undefined;
  return db
    .selectFrom('documents as d')
    .select([
      'd.id',
      'd.cufe',
      'd.doc_type',
      'd.branch_code',
      'd.point_code',
      'd.emission_type',
      'd.pac_family',
      'd.status',
      'd.total',
      'd.issued_at',
      'd.authorised_at',
      'd.number',
      'd.receiver_name',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export type CancellationClaim =
  | { kind: 'claimed'; eventId: string }
  | { kind: 'in-progress' }
  | { kind: 'cancelled' }
  | { kind: 'not-authorised' };

/**
 * Records the cancellation event about to be sent, unless another one for the document is already on its
 * way or done: the document's row is locked while this is decided, so of concurrent requests exactly one
 * gets `claimed` and sends. An event left without an answer since before `staleBefore` (its process died)
 * no longer holds the document.
 */
export async function claimCancellation(
  db: Db,
  event: { documentId: string; ruc: string; reason: string; signedXml: string; now: Date; staleBefore: Date },
): Promise<CancellationClaim> {
  return db.transaction().execute(async (trx) => {
    const doc = await trx
      .selectFrom('documents')
      .select('status')
      .where('id', '=', event.documentId)
      .forUpdate()
      .executeTakeFirst();
    if (doc?.status === 'ANU') return { kind: 'cancelled' };
    if (doc?.status !== 'AUT') return { kind: 'not-authorised' };
    await trx
      .updateTable('cancellation_events')
      .set({ result_code: 'SIN_RESPUESTA', result_message: 'El envío no obtuvo respuesta.' })
      .where('document_id', '=', event.documentId)
      .where('result_code', 'is', null)
      .where('created_at', '<', event.staleBefore)
      .execute();
    const open = await trx
      .selectFrom('cancellation_events')
      .select('id')
      .where('document_id', '=', event.documentId)
      .where('result_code', 'is', null)
      .executeTakeFirst();
    if (open) return { kind: 'in-progress' };
    const row = await trx
      .insertInto('cancellation_events')
      .values({
        document_id: event.documentId,
        company_ruc: event.ruc,
        reason: event.reason,
        signed_xml: event.signedXml,
        result_code: null,
        result_message: null,
        registered_at: null,
        created_at: event.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'claimed', eventId: row.id };
  });
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

/** Registered events move the document to cancelled, with the event's result; run it in a transaction. */
export async function markCancelled(
  trx: Db,
  eventId: string,
  documentId: string,
  at: Date,
  code: string,
  message: string,
): Promise<void> {
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
}
