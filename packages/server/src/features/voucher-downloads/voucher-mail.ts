import {
  mailDeliveryMessages,
  resendMessages,
  SystemCode,
  type MailDeliveryReason,
} from '@facturar/contracts';
import { DOCUMENT_TYPES } from '@facturar/domain';
import {
  MailDeliveryError,
  MailRefusedError,
  type MailReceipt,
  type MailRefusal,
} from '../../adapters/mail/mailer.ts';
import type { AppContext } from '../../app-context.ts';
import { mailThroughPac } from '../pac-connection/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordMailAttempt } from '../document-delivery/index.ts';
import { downloadMessages } from './voucher-download-messages.ts';
import { loadIssuedFileForMail, printVoucherCafe, type VoucherFile } from './voucher-files.ts';

/** iEntCAFE 3: the CAFE is delivered electronically, so the receiver gets it by e-mail. */
const ELECTRONIC_DELIVERY = '3';

/** The addresses the server refused, as the user reads them: 'x@y.test (550 No such user)'. */
function describeRefusals(refused: readonly MailRefusal[]): string {
  return refused.map((refusal) => `${refusal.address} (${refusal.response})`).join(', ');
}

/**
 * The e-mail that carries a document: its XML and its CAFE PDF, named by the CUFE. What the server
 * answered per recipient is recorded for an issued document (issue 27 §2), refusals included; a refusal
 * of every recipient still throws (MailRefusedError) once it is recorded. A cancelled document's says so
 * first, and its CAFE carries the 'ANULADO' stamp.
 */
async function sendVoucherMail(
  ctx: AppContext,
  file: VoucherFile,
  recipients: readonly string[],
  templateCode: string | undefined,
  reason: MailDeliveryReason,
): Promise<MailReceipt> {
  const {
    pdf,
    summary: { issuer, number, typeCode },
  } = await printVoucherCafe(ctx, file, templateCode);
  const typeName = DOCUMENT_TYPES.find((type) => type.codigo === typeCode)?.nombre ?? 'Comprobante';
  const record = (receipt: MailReceipt | undefined, refused: readonly MailRefusal[]) =>
    file.issuerRuc === undefined
      ? Promise.resolve()
      : recordMailAttempt(ctx, {
          documentId: file.id,
          ruc: file.issuerRuc,
          reason,
          ...(receipt ? { receipt } : {}),
          refused,
        });
  let receipt: MailReceipt;
  try {
    receipt = await sendVoucherMessage(ctx, file, recipients, pdf, {
      issuer,
      number,
      typeName,
      isCancellation: reason === 'anulacion',
    });
  } catch (error) {
    if (error instanceof MailRefusedError) await record(undefined, error.refused);
    throw error;
  }
  await record(receipt, receipt.refused);
  return receipt;
}

function sendVoucherMessage(
  ctx: AppContext,
  file: VoucherFile,
  recipients: readonly string[],
  pdf: Buffer,
  {
    issuer,
    number,
    typeName,
    isCancellation,
  }: { issuer: string; number: string; typeName: string; isCancellation: boolean },
): Promise<MailReceipt> {
  const subject = `${typeName} N.º ${number} de ${issuer}`;
  return ctx.mailer.send({
    to: [...recipients],
    subject: isCancellation ? `Anulación: ${subject}` : subject,
    text: [
      'Estimado(a) cliente:',
      '',
      isCancellation
        ? `${issuer} anuló el comprobante electrónico ${typeName} N.º ${number} que le había enviado; la anulación está registrada en la DGI y el comprobante ya no tiene valor fiscal.`
        : `${issuer} le envía el comprobante electrónico ${typeName} N.º ${number}.`,
      `CUFE: ${file.accessKey}`,
      '',
      'Adjuntamos el documento electrónico (XML) y su representación impresa (CAFE, PDF).',
      'Puede consultarlo en https://dgi-fep.mef.gob.pa/Consultas/FacturasPorCUFE',
    ].join('\n'),
    attachments: [
      { filename: `${file.accessKey}.xml`, content: file.xml, contentType: 'application/xml' },
      { filename: `${file.accessKey}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  });
}

/**
 * The resend dialog's e-mail (spec 001 §5 'E-mail resend'): the answer names the addresses the server
 * refused; every address refused is a 400 that names them, an unreachable server a 503 to retry.
 */
export async function resendVoucherMail(
  ctx: AppContext,
  file: VoucherFile,
  recipients: readonly string[],
  templateCode: string | undefined,
): Promise<{ mensaje: string }> {
  try {
    const receipt = await sendVoucherMail(ctx, file, recipients, templateCode, 'reenvio');
    return {
      mensaje:
        receipt.refused.length === 0
          ? resendMessages.sent
          : mailDeliveryMessages.partlyRefused(describeRefusals(receipt.refused)),
    };
  } catch (error) {
    if (error instanceof MailRefusedError) {
      throw new AppError('validation', mailDeliveryMessages.allRefused(describeRefusals(error.refused)), {
        mensajeSistema: SystemCode.CORREO_NO_ENVIADO,
      });
    }
    if (error instanceof MailDeliveryError) {
      throw new AppError('unavailable', downloadMessages.mailFailed, {
        mensajeSistema: SystemCode.CORREO_NO_ENVIADO,
      });
    }
    throw error;
  }
}

/** Only a CAFE delivered electronically to a receiver with an address is e-mailed on authorisation. */
export function isEmailedOnAuthorisation(document: {
  cafe_delivery: string;
  receiver_emails: string | null;
}): boolean {
  return document.cafe_delivery === ELECTRONIC_DELIVERY && Boolean(document.receiver_emails);
}

/**
 * The worker's e-mail to the receiver once a document is authorised with electronic CAFE delivery. It runs
 * as its own job: a failure is retried by the queue and never touches the authorisation. Addresses the
 * server refused for good (5xx) are recorded and not retried: the same message cannot get through.
 */
export async function emailAuthorisedDocument(ctx: AppContext, documentId: string): Promise<void> {
  const found = await loadIssuedFileForMail(ctx, documentId);
  if (!found || found.status !== 'AUT' || found.cafeDelivery !== ELECTRONIC_DELIVERY) return;
  if (found.file.receiverEmails.length === 0) return;
  // A PAC that signed the document and sends mail (HKA/EBI's EnvioCorreo) delivers it and tracks delivery.
  const { issuerRuc } = found.file;
  if (found.pacFamily === 'hka' && (await mailThroughPac(ctx, documentId, found.file.receiverEmails))) {
    if (issuerRuc === undefined) return;
    await recordMailAttempt(ctx, {
      documentId,
      ruc: issuerRuc,
      reason: 'autorizacion',
      receipt: {
        messageId: '',
        accepted: [...found.file.receiverEmails],
        refused: [],
        response: mailDeliveryMessages.sentByThePac,
      },
      refused: [],
    });
    return;
  }
  await mailReceiverFromJob(ctx, found.file, 'autorizacion');
}

/**
 * A job's e-mail of the document to its receiver. A permanent refusal is recorded and ends the job: sent
 * again, it would be refused again. Anything else is the queue's to retry.
 */
async function mailReceiverFromJob(
  ctx: AppContext,
  file: VoucherFile,
  reason: 'autorizacion' | 'anulacion',
): Promise<void> {
  try {
    await sendVoucherMail(ctx, file, file.receiverEmails, undefined, reason);
  } catch (error) {
    if (error instanceof MailRefusedError && error.permanent) return;
    throw error;
  }
}

/**
 * The receiver of a document that was e-mailed to it is told when it is cancelled, with the same e-mail's
 * attachments (issue 29). Its own job, like the authorisation's: an SMTP outage never undoes the cancellation.
 */
export async function emailCancelledDocument(ctx: AppContext, documentId: string): Promise<void> {
  const found = await loadIssuedFileForMail(ctx, documentId);
  if (!found || found.status !== 'ANU' || found.cafeDelivery !== ELECTRONIC_DELIVERY) return;
  if (found.file.receiverEmails.length === 0) return;
  await mailReceiverFromJob(ctx, found.file, 'anulacion');
}
