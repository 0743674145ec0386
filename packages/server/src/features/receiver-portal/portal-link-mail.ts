import { receiverPortalLinkMinutes } from '@facturar/contracts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import type { AppContext } from '../../app-context.ts';
import { findLinkRequest, isAddressOnFile, setLinkToken } from './receiver-portal-repository.ts';

/** Where the link takes the receiver: the portal page, which trades the token for a portal session. */
export function portalLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/receptor?enlace=${token}`;
}

/**
 * The worker's part: when an issuer here has the pair on file, makes the link's token, keeps only its hash
 * and mails the link; otherwise nothing is sent. A retried job (the mail server failed) makes a new token,
 * which replaces the one that may not have arrived.
 */
export async function mailPortalLink(ctx: AppContext, requestId: string): Promise<void> {
  const request = await findLinkRequest(ctx.db, requestId);
  if (!request || request.used_at !== null || request.expires_at <= ctx.now()) return;
  if (!(await isAddressOnFile(ctx.db, request.receiver_ruc, request.receiver_dv, request.email))) return;
  const token = randomToken(32);
  await setLinkToken(ctx.db, request.id, sha256Hex(token));
  const url = portalLinkUrl(ctx.config.publicUrl, token);
  await ctx.mailer.send({
    to: request.email,
    subject: 'Facturar: su enlace al portal de receptores',
    text: [
      'Estimado(a) receptor(a):',
      '',
      `Recibimos una solicitud para ver los comprobantes emitidos al RUC ${request.receiver_ruc} DV ${request.receiver_dv}.`,
      'Para ingresar al portal de receptores abra este enlace:',
      '',
      url,
      '',
      `El enlace sirve una sola vez y vence en ${receiverPortalLinkMinutes} minutos.`,
      'Si usted no lo solicitó, ignore este correo.',
      '',
      'Facturar — Facturación electrónica',
    ].join('\n'),
  });
}
