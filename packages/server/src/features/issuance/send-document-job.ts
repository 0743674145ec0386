import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { PacError, type PacAuthorisation, type PacResultCode } from '../../adapters/pac/index.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import {
  countRecentUnavailable,
  findDocumentToSend,
  markSendStarted,
  recordAuthorised,
  recordPending,
  recordRejected,
  setContingency,
} from './send-document-repository.ts';
import { documentEmailQueue, isEmailedOnAuthorisation } from '../voucher-downloads/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';

export type SendDocumentJob = { documentId: string };

/** A stored document waits for the PAC up to ~2 days: 5 s doubling to 30 min between tries. */
export const sendDocumentQueue: QueueDefinition<SendDocumentJob> = {
  name: 'send-document',
  payload: z.object({ documentId: z.string().min(1) }),
  retryLimit: 120,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 1800,
  expireInSeconds: 120,
};

/** Thrown to make the queue try again later (with backoff); the document stays pending. */
export class RetryLater extends Error {}

const pendingMessages = {
  4: 'Servicio del PAC no disponible.',
  5: 'Demora en la autorización del comprobante.',
  11: 'Comprobante devuelto por la DGI.',
} as const;

function describeCodes(codes: readonly PacResultCode[]): {
  code: string;
  message: string;
  details: string | null;
} {
  const [first, ...rest] = codes;
  return {
    code: first?.code ?? '',
    message: first ? `${first.code} - ${first.message}` : 'Comprobante no autorizado.',
    details: rest.length > 0 ? rest.map((code) => `${code.code} - ${code.message}`).join('\n') : null,
  };
}

async function authorise(
  ctx: AppContext,
  id: string,
  authorisation: PacAuthorisation,
  protocolXml: string | null,
) {
  // The receiver's e-mail is a job of its own, enqueued with the authorisation: it is sent exactly when the
  // authorisation is recorded, and its failures are retried without touching it.
  await runInTransaction(ctx.db, async (trx) => {
    const authorised = await recordAuthorised(trx, id, {
      protocol: authorisation.protocol,
      processedAt: authorisation.processedAt,
      protocolXml,
      warnings: authorisation.warnings.length
        ? authorisation.warnings.map((w) => `${w.code} - ${w.message}`).join('\n')
        : null,
    });
    if (!authorised) return;
    if (isEmailedOnAuthorisation(authorised))
      await ctx.queue.enqueue(trx, documentEmailQueue, { documentId: id });
    await recordAuditEvent(trx, {
      companyRuc: authorised.company_ruc,
      kind: 'DOCUMENT_AUTHORISED',
      at: ctx.now(),
      subject: authorised.cufe,
      details: { tipo: authorised.doc_type, numero: authorised.number, protocolo: authorisation.protocol },
    });
    await notifyWebhooks(ctx, trx, { event: 'documento.autorizado', documentId: id });
  });
  await setContingency(ctx.db, null);
}

/** Records the PAC's refusal and its audit event together. */
async function reject(
  ctx: AppContext,
  doc: { id: string; voucher_package_id: number | null },
  outcome: { code: string; message: string; details: string | null },
): Promise<void> {
  await runInTransaction(ctx.db, async (trx) => {
    const refused = await recordRejected(trx, doc.id, doc.voucher_package_id, outcome);
    if (!refused) return;
    await recordAuditEvent(trx, {
      companyRuc: refused.company_ruc,
      kind: 'DOCUMENT_REFUSED',
      at: ctx.now(),
      subject: refused.cufe,
      details: { tipo: refused.doc_type, numero: refused.number, codigo: outcome.code },
    });
    await notifyWebhooks(ctx, trx, { event: 'documento.rechazado', documentId: doc.id });
  });
}

async function pending(ctx: AppContext, id: string, state: 4 | 5 | 11, code: string): Promise<never> {
  await recordPending(ctx.db, id, state, code, pendingMessages[state]);
  if (state === 4 && (await countRecentUnavailable(ctx.db)) >= ctx.config.contingencyAfterFailures) {
    await setContingency(ctx.db, ctx.now());
  }
  throw new RetryLater(pendingMessages[state]);
}

/**
 * Sends one stored document to the PAC and records the outcome (DESIGN §6). The signed XML is never
 * rebuilt. When an earlier try may have reached the PAC (the worker died, or the answer never came),
 * the PAC is consulted by CUFE first, so nothing is authorised twice.
 */
export async function sendDocument(ctx: AppContext, documentId: string): Promise<void> {
  const doc = await findDocumentToSend(ctx.db, documentId);
  if (!doc || doc.status !== 'PEN') return;
  try {
    if (doc.send_started_at) {
      const known = await ctx.pac.consultDocument(doc.cufe);
      if (known.kind === 'found' && known.authorisation)
        return authorise(ctx, doc.id, known.authorisation, null);
      if (known.kind === 'in_process') return pending(ctx, doc.id, 5, known.code.code);
    }
    await markSendStarted(ctx.db, doc.id, ctx.now());
    const controlId = String(Number(doc.id) % 1e15).padStart(1, '0');
    const result = await ctx.pac.sendDocument(doc.signed_xml, controlId);
    switch (result.kind) {
      case 'authorised':
        return authorise(ctx, doc.id, result, result.protocolXml);
      case 'in_process':
        return pending(ctx, doc.id, 5, result.code.code);
      case 'returned':
        return pending(ctx, doc.id, 11, result.code.code);
      case 'rejected': {
        if (result.isDuplicate) {
          const known = await ctx.pac.consultDocument(doc.cufe);
          if (known.kind === 'found' && known.authorisation)
            return authorise(ctx, doc.id, known.authorisation, null);
        }
        return reject(ctx, doc, describeCodes(result.codes));
      }
    }
  } catch (error) {
    if (error instanceof RetryLater) throw error;
    if (error instanceof PacError) {
      if (error.code === 'PAC_REFUSED_REQUEST' || error.code === 'PAC_INVALID_REQUEST') {
        return reject(ctx, doc, { code: error.code, message: error.message, details: error.detail });
      }
      return pending(ctx, doc.id, error.code === 'PAC_UNAVAILABLE' ? 4 : 5, error.code);
    }
    throw error;
  }
}

/** The worker side of the issuing pipeline: each queued document goes to the PAC. */
export const sendDocumentJob: AppJob<SendDocumentJob> = {
  queue: sendDocumentQueue,
  concurrency: 4,
  handle: (ctx, job) => sendDocument(ctx, job.documentId),
};
