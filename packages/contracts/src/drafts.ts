import { z } from 'zod';
import { rowIdSchema } from './endpoint.ts';

/**
 * Drafts (issue 28 §1, ADR 0115): an emission form saved on the server as it is typed, per company, user
 * and document type. A draft has no number and no CUFE; issuing it is a generation like any other.
 */
export const draftMessages = {
  notFound: 'No se encontró el borrador.',
  stale:
    'El borrador fue modificado en otra pestaña o por otro usuario. Ábralo de nuevo para ver la última versión.',
  tooLarge: 'El borrador es demasiado grande para guardarse (máximo 256 KB).',
  notAnObject: 'El contenido del borrador no es válido.',
  totalInvalid: 'El total del borrador no es válido.',
  typeInvalid: 'El tipo de documento no es válido.',
  deleted: 'Borrador eliminado.',
  issuedDocumentNotFound: 'El comprobante emitido no existe en esta empresa.',
} as const;

/** The form's state is the web's own shape, kept as JSON; bounded so a draft stays a form, not a store. */
export const DRAFT_STATE_MAX_BYTES = 262_144;

export const draftDocumentTypes = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export const draftDocumentTypeSchema = z.enum(draftDocumentTypes, { message: draftMessages.typeInvalid });

/** An amount as the list shows it: up to 13 integer digits and 2 decimals, never negative. */
export const draftTotalSchema = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, draftMessages.totalInvalid);

const draftStateSchema = z
  .record(z.string(), z.unknown(), { message: draftMessages.notAnObject })
  .refine((state) => new TextEncoder().encode(JSON.stringify(state)).length <= DRAFT_STATE_MAX_BYTES, {
    message: draftMessages.tooLarge,
  });

const draftFields = {
  tipoDocumento: draftDocumentTypeSchema,
  /** The emission form's values as the web app keeps them. */
  estado: draftStateSchema,
  /** For the list: the receiver's name, as the form shows it ('' while none is chosen). */
  nombreReceptor: z.string().trim().max(200),
  /** For the list: the total with the tip, as the form computes it. */
  total: draftTotalSchema,
};

export const draftCreateSchema = z.object(draftFields);
export type DraftCreate = z.infer<typeof draftCreateSchema>;

/** A save over a draft carries the version it was read at: a save over a newer one is refused (409). */
export const draftUpdateSchema = z.object({
  ...draftFields,
  version: z.number().int().positive().max(2_147_483_647),
});
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

export const draftIdParamsSchema = z.object({
  idBorrador: rowIdSchema,
});
export const draftTypeParamsSchema = z.object({ tipo: draftDocumentTypeSchema });

export const draftSummarySchema = z.object({
  idBorrador: z.number(),
  tipoDocumento: draftDocumentTypeSchema,
  nombreReceptor: z.string(),
  total: z.string(),
  version: z.number(),
  actualizadoEl: z.string(),
  /** Who saved it last (the user's name). */
  actualizadoPor: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftSchema = draftSummarySchema.extend({ estado: z.record(z.string(), z.unknown()) });
export type Draft = z.infer<typeof draftSchema>;

export const draftListSchema = z.object({ borradores: z.array(draftSummarySchema) });
export type DraftList = z.infer<typeof draftListSchema>;

/** The caller's last draft of a form type, which the form reopens; null when there is none. */
export const latestDraftSchema = z.object({ borrador: draftSchema.nullable() });

/** The draft became this document: it leaves the list. */
export const draftIssuedSchema = z.object({
  idComprobanteElectronico: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
