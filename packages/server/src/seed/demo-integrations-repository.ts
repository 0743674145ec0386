import type { Db } from '../adapters/db/open-database.ts';
import { deliveryColumns, type NewDelivery } from '../features/webhook-events/index.ts';

export async function findBillingPointId(db: Db, ruc: string, branchCode: string, pointCode: string) {
  const row = await db
    .selectFrom('billing_points')
    .select('id')
    .where('company_ruc', '=', ruc)
    .where('branch_code', '=', branchCode)
    .where('point_code', '=', pointCode)
    .executeTakeFirst();
  return row?.id;
}

/** Deliveries already made, as the log of an endpoint that has been answering keeps them. */
export async function insertDeliveredHistory(
  db: Db,
  rows: (NewDelivery & {
    attempts: number;
    statusCode: number;
    latencyMs: number;
    answer: string;
    at: Date;
  })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      rows.map((row) => ({
        ...deliveryColumns(row),
        status: 'OK' as const,
        attempts: row.attempts,
        last_attempt_at: row.at,
        last_status_code: row.statusCode,
        last_latency_ms: row.latencyMs,
        last_response: row.answer,
        delivered_at: row.at,
        created_at: row.at,
      })),
    )
    .execute();
}
