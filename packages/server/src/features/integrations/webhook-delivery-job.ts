import type { AppContext, AppJob } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { safePost, TargetRefused } from '../../adapters/webhook/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { findAdministratorEmails } from '../company-setup/index.ts';
import { webhookDeliveryQueue, type WebhookDeliveryJob } from '../webhook-events/index.ts';
import {
  claimDelivery,
  disableEndpoint,
  findDeliveryGroup,
  findGroupHead,
  recordAttempt,
  setEndpointFailingSince,
} from './webhook-repository.ts';
import { signWebhook } from './webhook-signature.ts';

const dayMs = 86_400_000;
/** An endpoint failing this long is disabled (issue 26). */
export const webhookFailureDays = 3;
const maxRetryDelaySeconds = 6 * 3600;
/** What the delivery log keeps of an answer, and what is read of it at most. */
const keptAnswerBytes = 512;
const maxAnswerBytes = 64 * 1024;

type Head = NonNullable<Awaited<ReturnType<typeof findGroupHead>>>;

function secretsOf(ctx: AppContext, head: Head, now: Date): string[] {
  const open = (sealed: string) => ctx.secrets.secretBox.open(sealed).toString('utf8');
  const secrets = [open(head.secret_sealed)];
  if (head.previous_secret_sealed && head.previous_secret_until && head.previous_secret_until > now)
    secrets.push(open(head.previous_secret_sealed));
  return secrets;
}

/** One POST of one delivery: the answer's status and first bytes, or why it could not be sent. */
async function post(ctx: AppContext, head: Head, now: Date) {
  const started = performance.now();
  try {
    const answer = await safePost(head.url, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Facturar-Webhooks/1.0',
        'facturar-event': head.event,
        'facturar-delivery': head.id,
        'facturar-signature': signWebhook(
          head.payload,
          secretsOf(ctx, head, now),
          Math.floor(now.getTime() / 1000),
        ),
      },
      body: head.payload,
      timeoutMs: ctx.config.webhookTimeoutMs,
      allowLoopback: ctx.config.webhookAllowLoopback,
      keepBytes: keptAnswerBytes,
      maxReadBytes: maxAnswerBytes,
    });
    return {
      delivered: answer.status >= 200 && answer.status < 300,
      statusCode: answer.status,
      response: answer.excerpt,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const message =
      error instanceof TargetRefused ? error.message : `No se pudo entregar: ${(error as Error).message}`;
    return {
      delivered: false,
      statusCode: null,
      response: message,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

function disabledMail(to: string[], url: string, publicUrl: string) {
  return {
    to,
    subject: 'Facturar: un webhook de su empresa fue desactivado',
    text: [
      'Estimado(a) administrador(a):',
      '',
      `El webhook ${url} no respondió correctamente durante ${webhookFailureDays} días y fue desactivado.`,
      'Los eventos pendientes no se enviarán. Revise su servicio y vuelva a registrarlo en',
      `${publicUrl} (Administración > Integraciones); el registro de entregas muestra las respuestas recibidas.`,
      '',
      'Facturar — Facturación electrónica',
    ].join('\n'),
  };
}

async function recordFailure(
  ctx: AppContext,
  head: Head,
  endpointId: number,
  outcome: Awaited<ReturnType<typeof post>>,
  now: Date,
) {
  const failingSince = head.failing_since ?? now;
  if (now.getTime() - failingSince.getTime() >= webhookFailureDays * dayMs) {
    const disabled = await runInTransaction(ctx.db, async (trx) => {
      await recordAttempt(trx, head.id, { ...outcome, at: now, delivered: false, nextAttemptAt: null });
      const isNew = await disableEndpoint(trx, endpointId, now);
      if (isNew) {
        await recordAuditEvent(trx, {
          companyRuc: head.company_ruc,
          kind: 'WEBHOOK_DISABLED',
          at: now,
          subject: head.url,
          details: { dias: webhookFailureDays },
        });
      }
      return isNew;
    });
    const recipients = disabled ? await findAdministratorEmails(ctx.db, head.company_ruc) : [];
    if (recipients.length > 0)
      await ctx.mailer.send(disabledMail(recipients, head.url, ctx.config.publicUrl));
    return;
  }
  const delaySeconds = Math.min(ctx.config.webhookRetrySeconds * 2 ** head.attempts, maxRetryDelaySeconds);
  await runInTransaction(ctx.db, async (trx) => {
    await recordAttempt(trx, head.id, {
      ...outcome,
      at: now,
      delivered: false,
      nextAttemptAt: new Date(now.getTime() + delaySeconds * 1000),
    });
    if (!head.failing_since) await setEndpointFailingSince(trx, endpointId, now);
    await ctx.queue.enqueue(
      trx,
      webhookDeliveryQueue,
      { deliveryId: head.id },
      { startAfterSeconds: delaySeconds },
    );
  });
}

/**
 * Sends what is pending for one endpoint about one thing (a document), oldest first (ADR 0076): a delivery
 * is sent only when every older one about the same thing was, so a receiver never hears 'anulado' before
 * 'autorizado'. A failure schedules its retry and stops; a delivery another sender holds, or one waiting
 * for its retry, is left to that sender or that retry. A sender that dies leaves its claim to expire and its
 * job to the queue: the delivery is sent again (at least once).
 */
export async function deliverWebhooks(ctx: AppContext, deliveryId: string): Promise<void> {
  const group = await findDeliveryGroup(ctx.db, deliveryId);
  if (!group) return;
  for (;;) {
    const head = await findGroupHead(ctx.db, group.endpoint_id, group.ordering_key);
    if (!head || head.disabled_at) return;
    const now = ctx.now();
    // Its retry job comes at next_attempt_at (a second early is its own job, not another's).
    if (head.next_attempt_at && head.next_attempt_at.getTime() > now.getTime() + 1000) return;
    const claimedUntil = new Date(now.getTime() + ctx.config.webhookTimeoutMs + 30_000);
    if (!(await claimDelivery(ctx.db, head.id, now, claimedUntil))) return;
    const outcome = await post(ctx, head, now);
    if (!outcome.delivered) return recordFailure(ctx, head, group.endpoint_id, outcome, ctx.now());
    await recordAttempt(ctx.db, head.id, { ...outcome, at: ctx.now(), nextAttemptAt: null });
    if (head.failing_since) await setEndpointFailingSince(ctx.db, group.endpoint_id, null);
  }
}

export const webhookDeliveryJob: AppJob<WebhookDeliveryJob> = {
  queue: webhookDeliveryQueue,
  concurrency: 8,
  handle: (ctx, data) => deliverWebhooks(ctx, data.deliveryId),
};
