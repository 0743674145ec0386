import { DOCUMENT_TYPES, padDocumentNumber } from '@facturar/domain';
import {
  mailDeliveryMessages,
  type MailDeliveryHistory,
  type MailDeliveryReason,
  sharedMessages,
} from '@facturar/contracts';
import type { MailReceipt, MailRefusal } from '../../adapters/mail/mailer.ts';
import { PacError } from '../../adapters/pac/index.ts';
import type { MailDeliveryState } from '../../adapters/db/schema.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { trackDocumentMail } from '../pac-connection/index.ts';
import {
  findAttemptRecipientStates,
  findDeliveredDocument,
  findDocumentCompany,
  findMailAttempts,
  findTrackedRecipient,
  insertDeliveryNotice,
  insertMailAttempt,
  updateAttemptState,
  updateRecipientTracking,
  type RecipientAnswer,
} from './document-delivery-repository.ts';

/** The notice's keyword: its fix in the web app opens the customers ('Clientes'). */
export const refusedAddressKeyword = 'CORREO_CLIENTE_RECHAZADO';
const noticeDays = 30;

/**
 * What an e-mail as a whole shows: a bounce or a refusal outweighs the other recipients (someone did
 * not get it, and that is what the issuer must act on); delivered only when every recipient was.
 */
export function summariseStates(states: readonly MailDeliveryState[]): MailDeliveryState {
  if (states.includes('REB')) return 'REB';
  if (states.includes('RSV')) return 'RSV';
  if (states.length > 0 && states.every((state) => state === 'ENT')) return 'ENT';
  return 'ENV';
}

function replyCode(response: string): number | null {
  const code = /^(\d{3})/.exec(response)?.[1];
  return code === undefined ? null : Number(code);
}

function answersOf(accepted: readonly string[], refused: readonly MailRefusal[], response: string) {
  return [
    ...accepted.map((address): RecipientAnswer => ({
      address: address.toLowerCase(),
      state: 'ENV',
      code: replyCode(response),
      response,
    })),
    ...refused.map((refusal): RecipientAnswer => ({
      address: refusal.address.toLowerCase(),
      state: 'RSV',
      code: refusal.code,
      response: refusal.response,
    })),
  ];
}

type Document = NonNullable<Awaited<ReturnType<typeof findDeliveredDocument>>>;

function documentLabel(doc: Document): string {
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type)?.nombre ?? 'Comprobante';
  return `${type} N.º ${doc.branch_code}-${doc.point_code}-${padDocumentNumber(doc.number)}`;
}

async function raiseFixNotice(ctx: AppContext, ruc: string, documentId: string, address: string) {
  const doc = await findDeliveredDocument(ctx.db, ruc, documentId);
  if (!doc) return;
  await insertDeliveryNotice(ctx.db, {
    ruc,
    keyword: refusedAddressKeyword,
    message: mailDeliveryMessages.fixAddress(address, doc.receiver_name, documentLabel(doc)),
    expiresAt: new Date(ctx.now().getTime() + noticeDays * 86_400_000),
  });
}

/**
 * Records what the SMTP server answered for one e-mail of a document, per recipient, and raises the
 * notice to fix the customer's address when it refused one. `receipt` is absent when it refused them all.
 */
export async function recordMailAttempt(
  ctx: AppContext,
  attempt: {
    documentId: string;
    ruc: string;
    reason: MailDeliveryReason;
    receipt?: MailReceipt;
    refused: readonly MailRefusal[];
  },
): Promise<void> {
  const { receipt } = attempt;
  const recipients = answersOf(receipt?.accepted ?? [], attempt.refused, receipt?.response ?? '');
  await insertMailAttempt(ctx.db, {
    documentId: attempt.documentId,
    ruc: attempt.ruc,
    reason: attempt.reason,
    state: summariseStates(recipients.map((recipient) => recipient.state)),
    messageId: receipt?.messageId ?? null,
    at: ctx.now(),
    recipients,
  });
  const [firstRefused] = attempt.refused;
  if (firstRefused) await raiseFixNotice(ctx, attempt.ruc, attempt.documentId, firstRefused.address);
}

/** What a PAC that tracks its e-mails (HKA's RastreoCorreo) reports about one recipient of a document. */
export type MailTrackingEvent = {
  address: string;
  outcome: 'entregado' | 'rebotado';
  at: Date;
  /** The PAC's own words, shown in the detail. */
  detail: string;
};

/**
 * The seam for a PAC's delivery tracking (issue 27 §2): marks the recipient of the document's latest
 * accepted e-mail delivered or bounced, and a bounce raises the notice to fix the customer's address.
 * Reports about an address the document was never sent to are ignored; a repeated report changes nothing.
 */
export async function recordMailTracking(
  ctx: AppContext,
  documentId: string,
  events: readonly MailTrackingEvent[],
): Promise<void> {
  const ruc = await findDocumentCompany(ctx.db, documentId);
  if (!ruc) return;
  for (const event of events) {
    const address = event.address.trim().toLowerCase();
    const recipient = await findTrackedRecipient(ctx.db, documentId, address);
    const state: MailDeliveryState = event.outcome === 'rebotado' ? 'REB' : 'ENT';
    if (!recipient || recipient.state === state) continue;
    const attemptId = String(recipient.attempt_id);
    await updateRecipientTracking(ctx.db, { attemptId, address, state, at: event.at, detail: event.detail });
    await updateAttemptState(
      ctx.db,
      attemptId,
      summariseStates(await findAttemptRecipientStates(ctx.db, attemptId)),
    );
    if (state === 'REB') await raiseFixNotice(ctx, ruc, documentId, address);
  }
}

/** A document's e-mails with each recipient's answer (the repositories' detail on demand). */
export async function listMailDeliveries(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<MailDeliveryHistory> {
  const doc = await findDeliveredDocument(ctx.db, auth.ruc, String(id));
  if (!doc) {
    // Another company's document answers as one that does not exist (the downloads' wording).
    throw new AppError('not_found', sharedMessages.voucherNotFound, {
      mensajeSistema: 'COMPROBANTE_NO_EXISTE',
    });
  }
  await followPacTracking(ctx, auth.ruc, doc.id);
  const attempts = await findMailAttempts(ctx.db, doc.id);
  return {
    receptor: { identificacion: doc.receiver_identification ?? '', razonSocial: doc.receiver_name },
    envios: attempts.map((attempt) => ({
      motivo: attempt.reason,
      estado: attempt.state,
      fecha: attempt.attempted_at.toISOString(),
      destinatarios: attempt.recipients.map((recipient) => ({
        correo: recipient.address,
        estado: recipient.state,
        codigo: recipient.smtp_code,
        respuesta: recipient.tracking_detail ?? recipient.smtp_response,
        fecha: (recipient.tracked_at ?? recipient.answered_at).toISOString(),
      })),
    })),
  };
}

/**
 * A document whose PAC sent its e-mail (HKA/EBI's EnvioCorreo) is tracked by that PAC (RastreoCorreo):
 * asked when the detail is opened, its delivered and bounced reports are recorded like any tracking. A PAC
 * that cannot be asked leaves the record as it was: what our side knows still stands.
 */
async function followPacTracking(ctx: AppContext, ruc: string, documentId: string): Promise<void> {
  try {
    const tracked = await trackDocumentMail(ctx, ruc, documentId);
    if (!tracked) return;
    await recordMailTracking(
      ctx,
      documentId,
      tracked
        .filter((delivery) => delivery.state !== 'sent')
        .map((delivery) => ({
          address: delivery.email,
          outcome: delivery.state === 'bounced' ? 'rebotado' : 'entregado',
          at: delivery.queuedAt ?? ctx.now(),
          detail: delivery.pacState,
        })),
    );
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
  }
}
