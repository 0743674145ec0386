import type { ResendRequest } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { loadVoucherFile, renderVoucherPdf } from './voucher-files.ts';
import { resendVoucherMail } from './voucher-mail.ts';
import { buildVoucherZip } from './voucher-zip.ts';

// Downloads and resend reach the caller's own company's documents only (issued or received): another
// company's id, or an id that does not exist, answers 404 alike.

/** The stored signed XML of a document, named by its CUFE. */
export async function downloadVoucherXml(ctx: AppContext, auth: AuthContext, id: number) {
  const file = await loadVoucherFile(ctx, auth.ruc, String(id));
  return { fileName: `${file.accessKey}.xml`, xml: file.xml };
}

/** The CAFE of a document as PDF, with the chosen template or the document's own. */
export async function downloadVoucherPdf(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  templateCode: string | undefined,
) {
  const file = await loadVoucherFile(ctx, auth.ruc, String(id));
  return { fileName: `${file.accessKey}.pdf`, pdf: await renderVoucherPdf(ctx, file, templateCode) };
}

/** The selected documents' XML and PDF as one ZIP, streamed. */
export async function downloadVoucherZip(
  ctx: AppContext,
  auth: AuthContext,
  ids: readonly number[],
): Promise<NodeJS.ReadableStream> {
  return buildVoucherZip(ctx, auth.ruc, ids);
}

/** The receiver's addresses the resend dialog starts with. */
export async function listResendEmails(ctx: AppContext, auth: AuthContext, id: number): Promise<string[]> {
  return (await loadVoucherFile(ctx, auth.ruc, String(id))).receiverEmails;
}

/** The resend dialog's e-mail (spec 001 §5 'E-mail resend'). */
export async function resendVoucher(
  ctx: AppContext,
  auth: AuthContext,
  request: ResendRequest,
  templateCode: string | undefined,
): Promise<{ mensaje: string }> {
  const file = await loadVoucherFile(ctx, auth.ruc, String(request.idComprobanteElectronico));
  return resendVoucherMail(ctx, file, request.correos, templateCode);
}
