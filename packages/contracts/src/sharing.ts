import { z } from 'zod';
import { verificationResponseSchema } from './verification.ts';
import { bigRowIdSchema } from './endpoint.ts';

/** Sharing a document at the counter (issue 27 §1, ADR 0056): a public link per document, withdrawable. */
export const sharingMessages = {
  notShareable: 'No se puede compartir un comprobante que el PAC no autorizó.',
  pending: 'El comprobante aún está en autorización. Vuelva a abrir el enlace en unos minutos.',
  notFound: 'El enlace no existe o fue retirado por el emisor.',
  withdrawn: 'El enlace fue retirado. Quien lo tenga ya no podrá abrir el comprobante.',
  tokenFormat: 'El enlace no es válido.',
} as const;

export const shareDocumentParamsSchema = z.object({
  id: bigRowIdSchema,
});

/** The issuer's view of a document's link: where it points and the WhatsApp message that carries it. */
export const shareLinkResponseSchema = z.object({
  url: z.string(),
  /** The message a customer receives: issuer, type, number, total and the link. */
  texto: z.string(),
  /** `https://wa.me/?text=…` with `texto`, or `https://wa.me/<phone>?text=…` when the receiver has a phone. */
  whatsappUrl: z.string(),
  /** The link as a QR code (an SVG document) for the customer's phone to scan at the counter. */
  qrSvg: z.string(),
  creadoEn: z.string(),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** A share token: 32 random bytes, base64url (43 characters). */
export const shareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, sharingMessages.tokenFormat),
});

/** What the public page shows: the CAFE's own data and the state now, as '/verificar' tells it. */
export const sharedDocumentResponseSchema = verificationResponseSchema;
export type SharedDocumentResponse = z.infer<typeof sharedDocumentResponseSchema>;
