import { z } from 'zod';
import { customerRowSchema } from './customers.ts';
import { productRowSchema } from './products.ts';

/** GET /admin/productos/buscar/{ruc}: the emission form's product search (spec 002 §7). */
export const productSearchResultSchema = z.array(productRowSchema);
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** GET /admin/clientes/buscar/{ruc} and /admin/clientes/buscar/extranjero/{ruc} (spec 001 §7). */
export const customerSearchResultSchema = z.array(customerRowSchema);
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

/**
 * GET /api/v1/cafe/buscar/{ruc}/{type}: the CAFE templates the company may print with, for every picker
 * (emission, 'Ver', resend; spec 001 §3 'Template (CAFE)').
 */
export const cafeTemplatesSchema = z.array(
  z.object({ plantillaCafe: z.object({ codigo: z.string(), nombre: z.string() }) }),
);
export type CafeTemplates = z.infer<typeof cafeTemplatesSchema>;

/** GET /asignacion/secuencial/usuario/secuencial/{assignmentId}/{type}: the user's next number. */
export const nextNumberSchema = z.object({
  codigoSucursal: z.string(),
  puntoFacturacion: z.string(),
  numero: z.string(),
  secuencial: z.string(),
});
export type NextNumber = z.infer<typeof nextNumberSchema>;

/** A repeated Idempotency-Key answers the first generation again instead of issuing twice. */
export const idempotencyHeadersSchema = z
  .object({ 'idempotency-key': z.string().min(1).max(200).optional() })
  .passthrough();

/** POST /generacion/comprobantes: the vouchers left, and the generated document's CUFE. */
export const generationAnswerSchema = z.object({
  numeroComprobantesDisponibles: z.number().int(),
  cufe: z.string(),
  /** The new document's id, for the actions on it ('Compartir'). */
  idComprobanteElectronico: z.number().int(),
});
export type GenerationAnswer = z.infer<typeof generationAnswerSchema>;
