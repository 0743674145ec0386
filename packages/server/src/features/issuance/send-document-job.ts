import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import {
  PacError,
  hkaDocumentKeyOf,
  type HkaClient,
  type HkaDocumentKey,
  type PacAuthorisation,
  type PacResultCode,
} from '../../adapters/pac/index.ts';
import { keepUnreadableAnswer, resolveCompanyPac } from '../pac-connection/index.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import {
  countUnavailableUpTo,
  findDocumentToSend,
  markSendStarted,
  recordPending,
  recordRejected,
  setContingency,
} from './send-document-repository.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { recordAuthorisation } from './authorisation-groups.ts';
import { claimFirstSend } from './first-send-claims.ts';

export type SendDocumentJob = { documentId: string };

type DocumentToSend = NonNullable<Awaited<ReturnType<typeof findDocumentToSend>>>;

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

/** Records the PAC's refusal and its audit event together. */
async function reject(
  ctx: AppContext,
  doc: { id: string; voucher_package_id: number | null },
  outcome: { code: string; message: string; details: string | null },
): Promise<void> {
  await runInTransaction(ctx.db, async (trx) => {
    const refused = await recordRejected(trx, doc.id, doc.voucher_package_id, outcome);
    if (!refused) return;
    await notifyWebhooks(ctx, trx, {
      event: 'documento.rechazado',
      documentId: doc.id,
      companyRuc: refused.company_ruc,
    });
    await recordAuditEvent(trx, {
      companyRuc: refused.company_ruc,
      kind: 'DOCUMENT_REFUSED',
      at: ctx.now(),
      subject: refused.cufe,
      details: { tipo: refused.doc_type, numero: refused.number, codigo: outcome.code },
    });
  });
}

async function pending(ctx: AppContext, id: string, state: 4 | 5 | 11, code: string): Promise<never> {
  await recordPending(ctx.db, id, state, code, pendingMessages[state]);
  const enough = ctx.config.contingencyAfterFailures;
  if (state === 4 && (await countUnavailableUpTo(ctx.db, enough)) >= enough) {
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
  // A first send, the common case, is claimed (marked as started) and read in the one statement of the
  // first sends that start with it.
  const claimed = await claimFirstSend(ctx, documentId);
  if (claimed) return sendSigned(ctx, claimed, true);
  const doc = await findDocumentToSend(ctx.db, documentId);
  if (!doc || doc.status !== 'PEN') return;
  if (doc.pac_family === 'hka') return sendThroughIntegrationApi(ctx, doc);
  return sendSigned(ctx, doc, false);
}

/** A document signed here, sent to the PAC; `claimed` when its send is already marked as started. */
async function sendSigned(
  ctx: AppContext,
  doc: Pick<DocumentToSend, 'id' | 'cufe' | 'signed_xml' | 'send_started_at' | 'voucher_package_id'>,
  claimed: boolean,
): Promise<void> {
  try {
    if (!claimed) {
      if (doc.send_started_at) {
        const known = await ctx.pac.consultDocument(doc.cufe);
        if (known.kind === 'found' && known.authorisation)
          return recordAuthorisation(ctx, doc.id, known.authorisation, null);
        if (known.kind === 'in_process') return pending(ctx, doc.id, 5, known.code.code);
      }
      await markSendStarted(ctx.db, doc.id, ctx.now());
    }
    const controlId = String(Number(doc.id) % 1e15).padStart(1, '0');
    const result = await ctx.pac.sendDocument(doc.signed_xml, controlId);
    switch (result.kind) {
      case 'authorised':
        return recordAuthorisation(ctx, doc.id, result, result.protocolXml);
      case 'in_process':
        return pending(ctx, doc.id, 5, result.code.code);
      case 'returned':
        return pending(ctx, doc.id, 11, result.code.code);
      case 'rejected': {
        if (result.isDuplicate) {
          const known = await ctx.pac.consultDocument(doc.cufe);
          if (known.kind === 'found' && known.authorisation)
            return recordAuthorisation(ctx, doc.id, known.authorisation, null);
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

const HKA_DGI_UNREACHABLE = '103';

/** The PAC's signed rFE of a document it authorised (DescargaXML), or null while it has none to give. */
async function adoptSignedByPac(
  client: HkaClient,
  key: HkaDocumentKey,
  answered: { cufe: string | undefined; protocol: string | undefined; receivedAt: Date | undefined },
  now: Date,
): Promise<{
  authorisation: PacAuthorisation;
  signedByPac: { cufe: string; signedXml: string; digestValue: string };
} | null> {
  const download = await client.downloadXml(key);
  if (download.kind !== 'found') return null;
  const signedXml = download.content.toString('utf8');
  const cufe = answered.cufe ?? /<(?:\w+:)?dId>([^<]+)</.exec(signedXml)?.[1];
  const digestValue = /<(?:\w+:)?DigestValue>([^<]+)</.exec(signedXml)?.[1] ?? '';
  if (!cufe)
    throw new PacError('PAC_MALFORMED_ANSWER', 'DescargaXML gave an rFE without dId', {
      rawAnswer: signedXml,
    });
  const protocol = answered.protocol ?? /<(?:\w+:)?dProAut>([^<]+)</.exec(signedXml)?.[1] ?? '';
  return {
    authorisation: { cufe, protocol, processedAt: answered.receivedAt ?? now, digestValue, warnings: [] },
    signedByPac: { cufe, signedXml, digestValue },
  };
}

/**
 * The integration API (HKA/EBI, issue 30): the PAC signs, picks dSeg and computes the CUFE. The natural
 * key (sucursal, punto, tipoDocumento, número) is the idempotency key: after a try that may have reached
 * the PAC, EstadoDocumento is asked before sending again; a 102 adopts the original authorisation it
 * carries, or asks EstadoDocumento when it carries none. The PAC's signed XML (DescargaXML) then becomes
 * the document's XML of record, with the PAC's CUFE and QR.
 */
async function sendThroughIntegrationApi(ctx: AppContext, doc: DocumentToSend): Promise<void> {
  const key = hkaDocumentKeyOf(doc);
  const adopt = async (
    client: HkaClient,
    answered: { cufe: string | undefined; protocol: string | undefined; receivedAt: Date | undefined },
  ) => {
    const adopted = await adoptSignedByPac(client, key, answered, ctx.now());
    if (!adopted) return pending(ctx, doc.id, 5, 'DESCARGA_XML');
    return recordAuthorisation(ctx, doc.id, adopted.authorisation, null, adopted.signedByPac);
  };
  try {
    const pac = await resolveCompanyPac(ctx, doc.company_ruc);
    if (pac.family !== 'hka' || !doc.pac_document_xml)
      throw new PacError('PAC_INVALID_REQUEST', 'the company no longer issues through the integration API', {
        message: 'La empresa cambió de PAC; el comprobante no se pudo enviar.',
      });
    const { client } = pac;
    if (doc.send_started_at) {
      const known = await client.state(key);
      if (known.kind === 'found' && known.isAuthorised)
        return await adopt(client, { cufe: known.cufe, protocol: undefined, receivedAt: known.receivedAt });
    }
    await markSendStarted(ctx.db, doc.id, ctx.now());
    const result = await client.send(doc.pac_document_xml);
    switch (result.kind) {
      case 'authorised':
        return await adopt(client, result);
      case 'duplicate': {
        if (result.original) return await adopt(client, result.original);
        const known = await client.state(key);
        if (known.kind === 'found' && known.isAuthorised)
          return await adopt(client, { cufe: known.cufe, protocol: undefined, receivedAt: known.receivedAt });
        return await pending(ctx, doc.id, 5, '102');
      }
      case 'refused':
        // 103: the PAC is up but could not reach the DGI; nothing was authorised, the same object goes again.
        if (result.code === HKA_DGI_UNREACHABLE) return await pending(ctx, doc.id, 4, result.code);
        return await reject(ctx, doc, { code: result.code, message: result.message, details: null });
    }
  } catch (error) {
    if (error instanceof RetryLater) throw error;
    if (error instanceof PacError) {
      await keepUnreadableAnswer(ctx, doc.company_ruc, 'send-document', error);
      if (error.code === 'PAC_REFUSED_REQUEST' || error.code === 'PAC_INVALID_REQUEST')
        return reject(ctx, doc, { code: error.code, message: error.message, details: error.detail });
      return pending(ctx, doc.id, error.code === 'PAC_UNAVAILABLE' ? 4 : 5, error.code);
    }
    throw error;
  }
}

/** The worker side of the issuing pipeline: each queued document goes to the PAC. */
export const sendDocumentJob: AppJob<SendDocumentJob> = {
  queue: sendDocumentQueue,
  // Sending is waiting on the PAC: enough in flight that draining keeps up with issuing (issue 25).
  concurrency: 32,
  handle: (ctx, job) => sendDocument(ctx, job.documentId),
};
