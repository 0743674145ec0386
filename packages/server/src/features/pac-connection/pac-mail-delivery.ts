import { sharedMessages } from '@facturar/contracts';
import type { PacMailTrackingView } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import {
  PacError,
  hkaDocumentKeyOf,
  toMailDeliveries,
  type PacMailDelivery,
} from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { keepUnreadableAnswer, resolveCompanyPac } from './company-pac.ts';
import { findDocumentPacKey } from './pac-connection-repository.ts';
import { assertOwnCompany } from '../../access/company-access.ts';

/**
 * The receiver's e-mail of a document the company's PAC signed, sent by the PAC (EnvioCorreo) so it tracks
 * delivery. False when the PAC is not one that sends mail, or refused it: the caller then sends it itself.
 */
export async function mailThroughPac(
  ctx: AppContext,
  documentId: string,
  recipients: readonly string[],
): Promise<boolean> {
  const row = await findDocumentPacKey(ctx.db, documentId);
  if (!row || row.pac_family !== 'hka') return false;
  const ruc = row.company_ruc;
  try {
    const pac = await resolveCompanyPac(ctx, ruc);
    if (pac.family !== 'hka') return false;
    return (await pac.client.sendMail(hkaDocumentKeyOf(row), recipients.join(';'))).sent;
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    await keepUnreadableAnswer(ctx, ruc, 'envio-correo', error);
    return false;
  }
}

/**
 * The delivery of a document's e-mails as the company's PAC tracked them (RastreoCorreo), in the neutral
 * shape delivery records take; null when the PAC does not track mail (it did not sign the document).
 * @throws PacError when the PAC cannot be asked.
 */
export async function trackDocumentMail(
  ctx: AppContext,
  ruc: string,
  documentId: string,
): Promise<PacMailDelivery[] | null> {
  const row = await findDocumentPacKey(ctx.db, documentId);
  if (!row || row.company_ruc !== ruc || row.pac_family !== 'hka') return null;
  const pac = await resolveCompanyPac(ctx, ruc);
  if (pac.family !== 'hka') return null;
  return toMailDeliveries(await pac.client.trackMail(row.cufe));
}

const stateLabels = { sent: 'Enviado', delivered: 'Entregado', bounced: 'Rebotado' } as const;

/** 'Entrega por el PAC' of a document: its e-mails as the PAC tracked them, for the company's users. */
export async function readPacMailTracking(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<PacMailTrackingView> {
  const row = await findDocumentPacKey(ctx.db, String(id));
  const notFound = () => new AppError('not_found', sharedMessages.voucherNotFound);
  if (!row) throw notFound();
  assertOwnCompany(auth, row.company_ruc, notFound);
  try {
    const tracked = await trackDocumentMail(ctx, auth.ruc, String(id));
    if (tracked === null) return { aplica: false, destinatarios: [], mensaje: null };
    return {
      aplica: true,
      destinatarios: tracked.map((entry) => ({
        correo: entry.email,
        estado: stateLabels[entry.state],
        fecha: entry.queuedAt?.toISOString() ?? null,
      })),
      mensaje: null,
    };
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    await keepUnreadableAnswer(ctx, auth.ruc, 'rastreo-correo', error);
    return { aplica: true, destinatarios: [], mensaje: `No se pudo consultar al PAC: ${error.message}` };
  }
}
