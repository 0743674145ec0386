import { sharingMessages, type ShareLinkResponse } from '@facturar/contracts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import { qrSvg } from '../../adapters/qr/qr-svg.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A new public link's secret (ADR 0056): 32 random bytes, looked up by their SHA-256 and kept sealed with
 * the data key, so the issuer can copy the same link again and a database reader cannot open it.
 */
function newShareToken(ctx: AppContext): { tokenHash: string; tokenSealed: string } {
  const token = randomToken(32);
  return { tokenHash: sha256Hex(token), tokenSealed: ctx.secrets.secretBox.seal(token) };
}

type StoredShareLink = { token_sealed: string; created_at: Date };

/**
 * The link of what is shared: the one it has, or one made now with a new token (`insert` stores it). When
 * two shares race, the unique key keeps the first and both read that one.
 */
export async function findOrMakeShareLink(
  ctx: AppContext,
  find: () => Promise<StoredShareLink | undefined>,
  insert: (token: { tokenHash: string; tokenSealed: string }) => Promise<void>,
): Promise<StoredShareLink> {
  const existing = await find();
  if (existing) return existing;
  await insert(newShareToken(ctx));
  const link = await find();
  if (!link) throw new AppError('conflict', sharingMessages.notFound);
  return link;
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
  link: StoredShareLink,
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
