import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { padDocumentNumber } from '@facturar/domain';
import type { WebhookEvent } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import {
  findDocumentForEvent,
  findSubscribedEndpoints,
  insertDeliveries,
} from './webhook-event-repository.ts';

export type WebhookDeliveryJob = { deliveryId: string };

/**
 * One job per delivery. A failed attempt is not a failed job: the sender schedules the next attempt
 * itself (backoff for three days, ADR 0076); the queue's own retries only cover a sender that died or
 * could not reach the database.
 */
export const webhookDeliveryQueue: QueueDefinition<WebhookDeliveryJob> = {
  name: 'webhook-delivery',
  payload: z.object({ deliveryId: z.string().min(1) }),
  retryLimit: 20,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
};

export type WebhookNotice =
  | {
      event: Extract<WebhookEvent, `documento.${string}`>;
      documentId: string;
      /**
       * The document's company when the caller has it: the subscribed endpoints are then looked up first,
       * and the document is read only for a company that has some (the worker's authorisations, issue 25).
       */
      companyRuc?: string;
    }
  | {
      event: Exclude<WebhookEvent, `documento.${string}`>;
      companyRuc: string;
      /** What the event is about (an upload, a package, a certificate): its deliveries keep their order. */
      subject: string;
      data: Record<string, string | number | null>;
    };

async function describe(ctx: AppContext, db: Db, notice: WebhookNotice) {
  if (!('documentId' in notice)) {
    return {
      companyRuc: notice.companyRuc,
      orderingKey: `${notice.event}:${notice.subject}`,
      body: { datos: notice.data },
    };
  }
  const document = await findDocumentForEvent(db, notice.documentId);
  if (!document) return undefined;
  const links = `${ctx.config.publicUrl}/api/utilidades/generar`;
  return {
    companyRuc: document.company_ruc,
    orderingKey: `documento:${document.id}`,
    body: {
      documento: {
        id: Number(document.id),
        tipo: document.doc_type,
        numero: `${document.branch_code}-${document.point_code}-${padDocumentNumber(document.number)}`,
        cufe: document.cufe,
        estado: document.status,
        total: String(document.total),
      },
      // Fetched with an API key holding 'consultar' (docs/INTEGRACION.md).
      enlaces: { xml: `${links}/xml/${document.id}`, cafe: `${links}/ride/${document.id}` },
    },
  };
}

/** An event as its deliveries carry it: the body every endpoint gets (one event id), and its ordering key. */
export async function describeWebhookEvent(ctx: AppContext, db: Db, notice: WebhookNotice) {
  const described = await describe(ctx, db, notice);
  if (!described) return undefined;
  const payload = JSON.stringify({
    id: randomUUID(),
    evento: notice.event,
    fecha: ctx.now().toISOString(),
    empresa: { ruc: described.companyRuc },
    ...described.body,
  });
  return { companyRuc: described.companyRuc, orderingKey: described.orderingKey, payload };
}

/**
 * Reports a change to the company's webhooks (ADR 0076): called inside the transaction that stores the
 * change, so a delivery exists exactly when the change does. Each endpoint that asked for the event gets a
 * delivery and a job; nothing is done when none did.
 */
export async function notifyWebhooks(
  ctx: AppContext,
  trx: Transaction<Database>,
  notice: WebhookNotice,
  /** Look-ups already made in this transaction, by company and event (the worker's groups, ADR 0182). */
  lookups?: Map<string, Promise<{ id: number }[]>>,
): Promise<void> {
  const subscribed = (companyRuc: string) => {
    const key = `${companyRuc} ${notice.event}`;
    const known = lookups?.get(key);
    if (known) return known;
    const found = findSubscribedEndpoints(trx, companyRuc, notice.event);
    lookups?.set(key, found);
    return found;
  };
  // With the company known, a company without subscribed endpoints costs one look-up and nothing else.
  let endpoints = notice.companyRuc === undefined ? undefined : await subscribed(notice.companyRuc);
  if (endpoints?.length === 0) return;
  const described = await describeWebhookEvent(ctx, trx, notice);
  if (!described) return;
  endpoints ??= await subscribed(described.companyRuc);
  if (endpoints.length === 0) return;
  const { payload } = described;
  const ids = await insertDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      companyRuc: described.companyRuc,
      event: notice.event,
      orderingKey: described.orderingKey,
      payload,
    })),
  );
  for (const deliveryId of ids) await ctx.queue.enqueue(trx, webhookDeliveryQueue, { deliveryId });
}
