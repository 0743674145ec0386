import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';

/** The company's live endpoints that asked for the event. */
export async function findSubscribedEndpoints(db: Db, ruc: string, event: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id'])
    .where('company_ruc', '=', ruc)
    .where('disabled_at', 'is', null)
    .where(sql<boolean>`${event} = any(events)`)
    .execute();
}

export async function insertDeliveries(
  db: Db,
  rows: { endpointId: number; companyRuc: string; event: string; orderingKey: string; payload: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(
      rows.map((row) => ({
        endpoint_id: row.endpointId,
        company_ruc: row.companyRuc,
        event: row.event,
        ordering_key: row.orderingKey,
        payload: row.payload,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** A document's row as a webhook reports it. */
export async function findDocumentForEvent(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'company_ruc',
      'doc_type',
      'branch_code',
      'point_code',
      'number',
      'cufe',
      'status',
      'total',
    ])
    .where('id', '=', documentId)
    .executeTakeFirst();
}
