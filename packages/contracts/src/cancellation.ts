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

/** One item of a referenced document, as a note opened from its row may copy it (issue 29 §3). */
export const referencedLineSchema = z.object({
  /** The company's active product of that main code; null when it has none any more. */
  idProducto: z.number().int().nullable(),
  codigoPrincipal: z.string(),
  descripcion: z.string(),
  cantidad: z.string(),
  precioUnitario: z.string(),
  descuentoUnitario: z.string().nullable(),
  /** `dTasaITBMS` of the item. */
  codigoItbms: z.string(),
});
export type ReferencedLine = z.infer<typeof referencedLineSchema>;

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
    /** Beyond the spec: its items, which a note opened from its row offers to copy (issue 29 §3). */
    detalles: z.array(referencedLineSchema),
  })
  .nullable();
