import {
  integrationMessages,
  type WebhookDeliveryRow,
  type WebhookEvent,
  type webhookFormSchema,
} from '@facturar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { randomToken } from '../../adapters/crypto/random.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { webhookDeliveryQueue } from '../webhook-events/index.ts';
import { assertOwnCompanyAdmin } from './api-key-service.ts';
import {
  copyDelivery,
  deleteCompanyEndpoint,
  findCompanyDelivery,
  findCompanyEndpoint,
  insertEndpoint,
  listCompanyDeliveries,
  listCompanyEndpoints,
  rollEndpointSecret,
  type WebhookEndpointRecord,
} from './webhook-repository.ts';

/** A rolled secret's predecessor still signs for a day, so the receiver can change without a gap. */
const rollOverlapMs = 86_400_000;

function newSecret(): string {
  return `whsec_${randomToken(24)}`;
}

function toRow(record: WebhookEndpointRecord) {
  return {
    idWebhook: record.id,
    url: record.url,
    eventos: record.events as WebhookEvent[],
    activo: record.disabled_at === null,
    desactivadoEl: record.disabled_at?.toISOString() ?? null,
    creadoEl: record.created_at.toISOString(),
  };
}

export async function listWebhooks(ctx: AppContext, auth: AuthContext, ruc: string) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return { webhooks: (await listCompanyEndpoints(ctx.db, ruc)).map(toRow) };
}

async function findOwnEndpoint(ctx: AppContext, ruc: string, id: number) {
  const endpoint = await findCompanyEndpoint(ctx.db, ruc, id);
  if (!endpoint) throw new AppError('not_found', integrationMessages.webhookNotFound);
  return endpoint;
}

export async function createWebhook(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  form: z.output<typeof webhookFormSchema>,
) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  if (new URL(form.url).protocol !== 'https:' && !ctx.config.webhookAllowLoopback) {
    throw new AppError('validation', integrationMessages.urlInvalid, {
      errores: [{ campo: 'url', mensaje: integrationMessages.urlInvalid }],
    });
  }
  const secret = newSecret();
  const id = await insertEndpoint(ctx.db, {
    companyRuc: ruc,
    url: form.url,
    events: [...new Set(form.eventos)],
    secretSealed: ctx.secrets.secretBox.seal(secret),
    createdBy: auth.assignmentId,
  });
  await recordAuditEvent(ctx.db, {
    companyRuc: ruc,
    kind: 'WEBHOOK_CREATED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: form.url,
    details: { eventos: form.eventos.join(',') },
  });
  return {
    mensaje: integrationMessages.webhookCreated,
    secreto: secret,
    registro: toRow(await findOwnEndpoint(ctx, ruc, id)),
  };
}

export async function deleteWebhook(ctx: AppContext, auth: AuthContext, ruc: string, id: number) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  const endpoint = await findOwnEndpoint(ctx, ruc, id);
  await deleteCompanyEndpoint(ctx.db, ruc, id);
  await recordAuditEvent(ctx.db, {
    companyRuc: ruc,
    kind: 'WEBHOOK_DELETED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: endpoint.url,
  });
  return { mensaje: integrationMessages.webhookDeleted };
}

export async function rollWebhookSecret(ctx: AppContext, auth: AuthContext, ruc: string, id: number) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  const endpoint = await findOwnEndpoint(ctx, ruc, id);
  const secret = newSecret();
  await rollEndpointSecret(ctx.db, id, {
    secretSealed: ctx.secrets.secretBox.seal(secret),
    previousSealed: endpoint.secret_sealed,
    previousUntil: new Date(ctx.now().getTime() + rollOverlapMs),
  });
  await recordAuditEvent(ctx.db, {
    companyRuc: ruc,
    kind: 'WEBHOOK_SECRET_ROLLED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: endpoint.url,
  });
  return { mensaje: integrationMessages.secretRolled, secreto: secret, registro: toRow(endpoint) };
}

const statusNames = { PEN: 'PENDIENTE', OK: 'ENTREGADA', ERR: 'FALLIDA' } as const;

export async function listDeliveries(ctx: AppContext, auth: AuthContext, ruc: string) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const rows = await listCompanyDeliveries(ctx.db, ruc, 100);
  return {
    entregas: rows.map((row): WebhookDeliveryRow => ({
      idEntrega: Number(row.id),
      idWebhook: row.endpoint_id,
      url: row.url,
      evento: row.event as WebhookEvent,
      estado: statusNames[row.status],
      intentos: row.attempts,
      codigoRespuesta: row.last_status_code,
      latenciaMs: row.last_latency_ms,
      respuesta: row.last_response,
      creadaEl: row.created_at.toISOString(),
      ultimoIntento: row.last_attempt_at?.toISOString() ?? null,
    })),
  };
}

/**
 * 'Reenviar': the delivery's payload goes again as a new delivery (the log keeps the first as it was),
 * after anything still pending about the same document.
 */
export async function resendDelivery(ctx: AppContext, auth: AuthContext, ruc: string, id: number) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  const delivery = await findCompanyDelivery(ctx.db, ruc, id);
  if (!delivery) throw new AppError('not_found', integrationMessages.deliveryNotFound);
  const endpoint = await findOwnEndpoint(ctx, ruc, delivery.endpoint_id);
  if (endpoint.disabled_at) throw new AppError('conflict', integrationMessages.webhookDisabled);
  await runInTransaction(ctx.db, async (trx) => {
    const copyId = await copyDelivery(trx, delivery);
    await ctx.queue.enqueue(trx, webhookDeliveryQueue, { deliveryId: copyId });
  });
  return { mensaje: integrationMessages.deliveryResent };
}
