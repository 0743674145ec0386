import { z } from 'zod';
import { bigRowIdSchema } from './endpoint.ts';

/**
 * The receivers' portal (issue 27 §4, ADR 0135): a receiver signs in with a link mailed to an address an
 * issuer here has on file for its RUC, and sees and downloads every document issued to that RUC.
 */
export const receiverPortalMessages = {
  linkRequested:
    'Si ese correo está registrado para ese RUC por algún emisor de Facturar, en unos minutos recibirá un enlace para ingresar. El enlace vence en 15 minutos y sirve una sola vez.',
  tooManyRequests:
    'Se solicitaron demasiados enlaces para ese RUC o ese correo. Espere una hora e intente de nuevo.',
  linkInvalid: 'El enlace no es válido, ya fue usado o venció. Solicite uno nuevo.',
  rucRequired: 'Ingrese el RUC.',
  rucInvalid: 'El RUC no es válido.',
  dvRequired: 'Ingrese el DV.',
  dvInvalid: 'El DV tiene uno o dos dígitos.',
  emailInvalid: 'Ingrese un correo electrónico válido.',
  documentNotFound: 'No existe un comprobante emitido a su RUC con ese número.',
  nothingSelected: 'Seleccione al menos un comprobante o un rango de fechas.',
  noDocuments: 'No hay comprobantes emitidos a su RUC en ese rango de fechas.',
  sessionInvalid: 'Su sesión del portal venció. Solicite un nuevo enlace.',
  dateInvalid: 'Ingrese la fecha como aaaa-mm-dd.',
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial.',
} as const;

/** The sign-in link lives 15 minutes and signs in once; the portal session it opens lives 30 minutes. */
export const receiverPortalLinkMinutes = 15;
export const receiverPortalSessionMinutes = 30;
/** At most this many documents are listed (the most recent) and put in one ZIP. */
export const receiverPortalMaxDocuments = 500;

const rucText = z
  .string({ error: receiverPortalMessages.rucRequired })
  .trim()
  .min(1, receiverPortalMessages.rucRequired)
  .max(40, receiverPortalMessages.rucInvalid)
  .regex(/^[A-Za-z0-9-]+$/, receiverPortalMessages.rucInvalid);

export const receiverLinkRequestSchema = z.object({
  ruc: rucText,
  dv: z
    .string({ error: receiverPortalMessages.dvRequired })
    .trim()
    .min(1, receiverPortalMessages.dvRequired)
    .regex(/^\d{1,2}$/, receiverPortalMessages.dvInvalid),
  correo: z
    .string({ error: receiverPortalMessages.emailInvalid })
    .trim()
    .max(254, receiverPortalMessages.emailInvalid)
    .pipe(z.email(receiverPortalMessages.emailInvalid)),
});
export type ReceiverLinkRequest = z.infer<typeof receiverLinkRequestSchema>;

/** A sign-in link's token: 32 random bytes, base64url (43 characters). */
export const receiverSignInSchema = z.object({
  enlace: z.string().regex(/^[A-Za-z0-9_-]{43}$/, receiverPortalMessages.linkInvalid),
});

export const receiverSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  ruc: z.string(),
  /** When the portal session ends (ISO instant). */
  venceEn: z.string(),
  /** The receiver is itself a company on Facturar: its documents can be loaded as received vouchers. */
  esEmpresaFacturar: z.boolean(),
});
export type ReceiverSession = z.infer<typeof receiverSessionSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, receiverPortalMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), receiverPortalMessages.dateInvalid);

/** An optional range of Panama days (both or none), the end not before the start. */
const dayRange = z
  .object({ fechaInicio: day.optional(), fechaFin: day.optional() })
  .refine((range) => !range.fechaInicio || !range.fechaFin || range.fechaInicio <= range.fechaFin, {
    message: receiverPortalMessages.endBeforeStart,
    path: ['fechaFin'],
  });

export const receiverDocumentsQuerySchema = dayRange;
export type ReceiverDocumentsQuery = z.infer<typeof receiverDocumentsQuerySchema>;

export const receiverDocumentSchema = z.object({
  id: z.number(),
  cufe: z.string(),
  emisor: z.object({ ruc: z.string(), razonSocial: z.string() }),
  tipoComprobante: z.string(),
  numero: z.string(),
  /** 'Autorizado' or 'Anulado'. */
  estado: z.string(),
  fechaEmision: z.string(),
  fechaAutorizacion: z.string().nullable(),
  fechaAnulacion: z.string().nullable(),
  valorTotal: z.string(),
});
export type ReceiverDocument = z.infer<typeof receiverDocumentSchema>;

export const receiverDocumentsResponseSchema = z.object({
  content: z.array(receiverDocumentSchema),
  /** More documents matched than are listed: narrow the range. */
  truncado: z.boolean(),
});
export type ReceiverDocumentsResponse = z.infer<typeof receiverDocumentsResponseSchema>;

export const receiverDocumentParamsSchema = z.object({
  id: bigRowIdSchema,
});

/** A ZIP of the chosen documents, or of every one in a range of days. */
export const receiverZipRequestSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(receiverPortalMaxDocuments)
      .optional(),
    fechaInicio: day.optional(),
    fechaFin: day.optional(),
  })
  .refine((request) => (request.ids?.length ?? 0) > 0 || (request.fechaInicio && request.fechaFin), {
    message: receiverPortalMessages.nothingSelected,
  });
export type ReceiverZipRequest = z.infer<typeof receiverZipRequestSchema>;
