import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import { documentNumberColumns } from '../../adapters/db/document-number-columns.ts';

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

export type NewDelivery = {
  endpointId: number;
  companyRuc: string;
  event: string;
  orderingKey: string;
  payload: string;
};

/** The columns of a delivery that say what goes to which endpoint, in which order. */
export function deliveryColumns(delivery: NewDelivery) {
  return {
    endpoint_id: delivery.endpointId,
    company_ruc: delivery.companyRuc,
    event: delivery.event,
    ordering_key: delivery.orderingKey,
    payload: delivery.payload,
  };
}

export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(rows.map(deliveryColumns))
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** A document's row as a webhook reports it. */
export async function findDocumentForEvent(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'company_ruc', ...documentNumberColumns, 'cufe', 'status', 'total'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}
