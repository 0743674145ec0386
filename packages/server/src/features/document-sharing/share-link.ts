import type { ShareLinkResponse } from '@facturar/contracts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import { qrSvg } from '../../adapters/qr/qr-svg.ts';
import type { AppContext } from '../../app-context.ts';

/**
 * A new public link's secret (ADR 0056): 32 random bytes, looked up by their SHA-256 and kept sealed with
 * the data key, so the issuer can copy the same link again and a database reader cannot open it.
 */
export function newShareToken(ctx: AppContext): { tokenHash: string; tokenSealed: string } {
  const token = randomToken(32);
  return { tokenHash: sha256Hex(token), tokenSealed: ctx.secrets.secretBox.seal(token) };
}

/** The lookup key of a token a public page received. */
export function shareTokenHash(token: string): string {
  return sha256Hex(token);
}

/**
 * What 'Compartir' answers for a stored link: its address under the web's `pagePath` ('/c' for a
 * document, '/cot' for a quote), the message a customer receives with it, WhatsApp's link and the QR.
 */
export async function presentShareLink(
  ctx: AppContext,
  link: { token_sealed: string; created_at: Date },
  pagePath: string,
  message: (url: string) => string,
): Promise<ShareLinkResponse> {
  const url = `${ctx.config.publicUrl}${pagePath}/${ctx.secrets.secretBox.open(link.token_sealed).toString()}`;
  const texto = message(url);
  return {
    url,
    texto,
    whatsappUrl: `https://wa.me/?text=${encodeURIComponent(texto)}`,
    qrSvg: await qrSvg(url),
    creadoEn: link.created_at.toISOString(),
  };
}
