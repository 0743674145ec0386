import { SystemCode } from '@facturar/contracts';
import { DOCUMENT_TYPES } from '@facturar/domain';
import { MailDeliveryError } from '../../adapters/mail/mailer.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { downloadMessages } from './voucher-download-messages.ts';
import {
  describeVoucher,
  loadIssuedFileForMail,
  renderVoucherPdf,
  type VoucherFile,
} from './voucher-files.ts';

/** iEntCAFE 3: the CAFE is delivered electronically, so the receiver gets it by e-mail. */
const ELECTRONIC_DELIVERY = '3';

/**
 * The e-mail that carries a document: its XML and its CAFE PDF, named by the CUFE. A cancelled document's
 * says so first, and its CAFE carries the 'ANULADO' stamp.
 */
async function sendVoucherMail(
  ctx: AppContext,
  file: VoucherFile,
  recipients: readonly string[],
  templateCode: string | undefined,
  isCancellation = false,
): Promise<void> {
  const pdf = await renderVoucherPdf(file, templateCode);
  const { issuer, number, typeCode } = describeVoucher(file);
  const typeName = DOCUMENT_TYPES.find((type) => type.codigo === typeCode)?.nombre ?? 'Comprobante';
  const subject = `${typeName} N.º ${number} de ${issuer}`;
  await ctx.mailer.send({
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

/** The resend dialog's e-mail (spec 001 §5 'E-mail resend'): a delivery failure is a 503 to retry. */
export async function resendVoucherMail(
  ctx: AppContext,
  file: VoucherFile,
  recipients: readonly string[],
  templateCode: string | undefined,
): Promise<void> {
  try {
    await sendVoucherMail(ctx, file, recipients, templateCode);
  } catch (error) {
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
 * as its own job: a failure is retried by the queue and never touches the authorisation.
 */
export async function emailAuthorisedDocument(ctx: AppContext, documentId: string): Promise<void> {
  const found = await loadIssuedFileForMail(ctx, documentId);
  if (!found || found.status !== 'AUT' || found.cafeDelivery !== ELECTRONIC_DELIVERY) return;
  if (found.file.receiverEmails.length === 0) return;
  await sendVoucherMail(ctx, found.file, found.file.receiverEmails, undefined);
}

/**
 * The receiver of a document that was e-mailed to it is told when it is cancelled, with the same e-mail's
 * attachments (issue 29). Its own job, like the authorisation's: an SMTP outage never undoes the cancellation.
 */
export async function emailCancelledDocument(ctx: AppContext, documentId: string): Promise<void> {
  const found = await loadIssuedFileForMail(ctx, documentId);
  if (!found || found.status !== 'ANU' || found.cafeDelivery !== ELECTRONIC_DELIVERY) return;
  if (found.file.receiverEmails.length === 0) return;
  await sendVoucherMail(ctx, found.file, found.file.receiverEmails, undefined, true);
}
