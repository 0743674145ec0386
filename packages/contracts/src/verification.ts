import { z } from 'zod';

/** Public check of a document issued here (issue 13 'Beyond'): what its CAFE says, and its state now. */
export const verificationMessages = {
  notFound: 'No existe en Facturar un comprobante autorizado con ese CUFE.',
  cufeLength: 'Ingrese los 66 caracteres del CUFE o la dirección del código QR del CAFE.',
} as const;

export const verificationParamsSchema = z.object({
  cufe: z.string().trim().length(66, verificationMessages.cufeLength),
});

/**
 * Only what the CAFE itself prints (issuer, receiver, date, total, type and number) and the state; nothing
 * else of the document or the company.
 */
export const verificationResponseSchema = z.object({
  cufe: z.string(),
  tipoComprobante: z.string(),
  numero: z.string(),
  emisor: z.object({ ruc: z.string(), razonSocial: z.string() }),
  receptor: z.string(),
  fechaEmision: z.string(),
  valorTotal: z.string(),
  /** 'Autorizado' or 'Anulado'. */
  estado: z.string(),
  fechaAutorizacion: z.string().nullable(),
  fechaAnulacion: z.string().nullable(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
