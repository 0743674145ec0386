import { z } from 'zod';
import { customerRowSchema } from './customers.ts';

const noAngles = (value: string) => !/[<>]/.test(value);

/** The cancellation event form (spec 002 §5 'Cancellation event'). */
export const cancellationRequestSchema = z.object({
  cufe: z
    .string({ error: 'El CUFE del comprobante a ser anulado es necesario.' })
    .trim()
    .min(1, 'El CUFE del comprobante a ser anulado es necesario.')
    .refine(noAngles, "No ingrese caracteres especiales.  ('<', '>')")
    .refine((value) => value.length === 66, 'Ingrese los 66 caracteres del CUFE.'),
  motivo: z
    .string({ error: 'El motivo es necesario.' })
    .trim()
    .min(1, 'El motivo es necesario.')
    .refine(noAngles, "No ingrese caracteres especiales.  ('<', '>')")
    .refine(
      (value) => value.length >= 15 && value.length <= 300,
      'No ingrese menos de 15 caracteres ni más de 300 caracteres.',
    ),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationResponseSchema = z.object({ mensajeSistema: z.string() });

export const cufeParamsSchema = z.object({
  cufe: z.string().trim().length(66, 'Ingrese 66 caracteres referentes al CUFE referenciado.'),
});

/** GET /comprobante/buscar/cufe/{cufe}: the document or null. */
export const documentByCufeSchema = z
  .object({
    idComprobanteElectronico: z.number().int(),
    cufe: z.string(),
    valorTotal: z.number(),
    estado: z.string(),
    tipoComprobanteElectronico: z.object({ codigoComprobante: z.string(), nombreComprobante: z.string() }),
    /** Beyond the spec, so the confirmation can name the document: its number, receiver and date. */
    numeroFactura: z.string(),
    receptor: z.string(),
    fechaEmision: z.string(),
    /** Until when it can still be cancelled (authorised documents only). */
    anulableHasta: z.string().nullable(),
  })
  .nullable();

/** GET /comprobante/buscar/cufeReferenciado/{cufe}: the referenced document's issuer data or null. */
export const referencedDocumentSchema = z
  .object({
    rucEmisor: z.string(),
    tipoContribuyenteEmisor: z.string(),
    dvEmisor: z.string(),
    razonSocialEmisor: z.string(),
    fechaEmision: z.string(),
    cufe: z.string(),
    /** Beyond the spec: the document's total, and what credit notes may still take from it. */
    valorTotal: z.string(),
    saldoDisponible: z.string(),
    /**
     * Beyond the spec: its receiver, which a note referring to it carries (issue 29): the company's
     * customer, or null for the final consumer (or a customer no longer on file), with the name printed.
     */
    receptor: z.object({ nombre: z.string(), cliente: customerRowSchema.nullable() }),
  })
  .nullable();
