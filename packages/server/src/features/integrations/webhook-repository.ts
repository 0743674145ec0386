import type { Db } from '../../adapters/db/open-database.ts';

const endpointColumns = [
  'id',
  'company_ruc',
  'url',
  'events',
  'secret_sealed',
  'previous_secret_sealed',
  'previous_secret_until',
  'failing_since',
  'disabled_at',
  'created_at',
] as const;

export async function listCompanyEndpoints(db: Db, ruc: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('company_ruc', '=', ruc)
    .orderBy('id')
    .execute();
}

export async function findCompanyEndpoint(db: Db, ruc: string, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type WebhookEndpointRecord = NonNullable<Awaited<ReturnType<typeof findCompanyEndpoint>>>;

export async function insertEndpoint(
  db: Db,
  endpoint: { companyRuc: string; url: string; events: string[]; secretSealed: string; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      company_ruc: endpoint.companyRuc,
      url: endpoint.url,
      events: endpoint.events,
      secret_sealed: endpoint.secretSealed,
      created_by: endpoint.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCompanyEndpoint(db: Db, ruc: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function rollEndpointSecret(
  db: Db,
  id: number,
  roll: { secretSealed: string; previousSealed: string; previousUntil: Date },
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      secret_sealed: roll.secretSealed,
      previous_secret_sealed: roll.previousSealed,
      previous_secret_until: roll.previousUntil,
    })
    .where('id', '=', id)
    .execute();
}

export async function findDeliveryGroup(db: Db, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'ordering_key'])
    .where('id', '=', deliveryId)
    .executeTakeFirst();
}

/** Deliveries (`d`) with the endpoint (`e`) each goes to. */
function deliveriesWithEndpoint(db: Db) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id');
}

/** The oldest pending delivery of an endpoint about one thing: the only one that may be sent now. */
export async function findGroupHead(db: Db, endpointId: number, orderingKey: string) {
  return deliveriesWithEndpoint(db)
    .select([
      'd.id',
      'd.event',
      'd.payload',
      'd.attempts',
      'd.claimed_until',
      'd.next_attempt_at',
      'd.company_ruc',
      'e.url',
      'e.secret_sealed',
      'e.previous_secret_sealed',
      'e.previous_secret_until',
      'e.failing_since',
      'e.disabled_at',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .where('d.ordering_key', '=', orderingKey)
    .where('d.status', '=', 'PEN')
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirst();
}

/** Takes a pending delivery for one sender until `until`; false when another sender holds it. */
export async function claimDelivery(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('status', '=', 'PEN')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordAttempt(
  db: Db,
  id: string,
  attempt: {
    at: Date;
    delivered: boolean;
    statusCode: number | null;
    latencyMs: number;
    response: string;
    nextAttemptAt: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: attempt.delivered ? 'OK' : 'PEN',
      claimed_until: null,
      next_attempt_at: attempt.nextAttemptAt,
      last_attempt_at: attempt.at,
      last_status_code: attempt.statusCode,
      last_latency_ms: attempt.latencyMs,
      last_response: attempt.response,
      delivered_at: attempt.delivered ? attempt.at : null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function setEndpointFailingSince(db: Db, id: number, since: Date | null): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ failing_since: since }).where('id', '=', id).execute();
}

/** Disables an endpoint and gives up its pending deliveries; false when it was already disabled. */
export async function disableEndpoint(db: Db, endpointId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: at })
    .where('id', '=', endpointId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'ERR', claimed_until: null, next_attempt_at: null })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'PEN')
    .execute();
  return result.numUpdatedRows > 0n;
}

export async function listCompanyDeliveries(db: Db, ruc: string, limit: number) {
  return deliveriesWithEndpoint(db)
    .select([
      'd.id',
      'd.endpoint_id',
      'e.url',
      'd.event',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_latency_ms',
      'd.last_response',
      'd.created_at',
      'd.last_attempt_at',
    ])
    .where('d.company_ruc', '=', ruc)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findCompanyDelivery(db: Db, ruc: string, id: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'endpoint_id', 'company_ruc', 'event', 'ordering_key', 'payload'])
    .where('company_ruc', '=', ruc)
    .where('id', '=', String(id))
    .executeTakeFirst();
}

/** 'Reenviar': the same payload as a new delivery of the same endpoint and order. */
export async function copyDelivery(
  db: Db,
  delivery: {
    endpoint_id: number;
    company_ruc: string;
    event: string;
    ordering_key: string;
    payload: string;
  },
): Promise<string> {
  const copy = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: delivery.endpoint_id,
      company_ruc: delivery.company_ruc,
      event: delivery.event,
      ordering_key: delivery.ordering_key,
      payload: delivery.payload,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return copy.id;
}
