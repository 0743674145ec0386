import { z } from 'zod';

/** Spec 001 §7 'Downloads and resend': POST /utilidades/generar/zip. */
export const zipRequestSchema = z.object({
  idComprobantes: z.array(z.coerce.number().int().positive()).min(1).max(1000),
});
export type ZipRequest = z.infer<typeof zipRequestSchema>;

/** GET /utilidades/generar/ride/{id}: without a template the document's own CAFE format is used. */
export const cafeTemplateQuerySchema = z.object({ codigoPlantilla: z.string().max(20).optional() });

/** GET /reenvio/comprobante/correos/{id}: the receiver's addresses. */
export const resendEmailsSchema = z.array(z.string());

/** The e-mail rules of the resend dialog (spec 001 §5 'E-mail resend'). */
export const resendMessages = {
  emailRequired: 'El correo es requerido',
  emailInvalid: 'El correo es inválido',
  emailDuplicate: (email: string) => `EL correo ${email} ya está agregado a la lista.`,
  noEmails: 'Ingrese al menos un correo electrónico',
  sent: 'Comprobante reenviado con éxito',
} as const;

/** Spec 001 §8 'ZIP', 'XML/PDF'. */
export const voucherFileMessages = {
  zipNoData: 'No existen datos para el/los comprobantes seleccionados',
  zipNothingSelected: 'Seleccione al menos un comprobante',
  fileFailed: 'No se pudo generar el comprobante con la clave de acceso: ',
  templatesFailed: 'Ocurrió un problema al cargar los templates.',
  templatesListFailed: 'Error al cargar los templates',
} as const;

export const zipFileName = 'Facturar-Comprobantes-Electronicos.zip';

/** One address of the resend dialog: the dialog and the server apply the same rule. */
export const resendEmailSchema = z
  .string()
  .trim()
  .min(1, resendMessages.emailRequired)
  .max(300, resendMessages.emailInvalid)
  .pipe(z.email(resendMessages.emailInvalid));

/** POST /reenvio/comprobante/electronico?codigoPlantilla= (spec 001 §3 'E-mail resend'). */
export const resendRequestSchema = z.object({
  correos: z.array(resendEmailSchema).min(1, resendMessages.noEmails).max(20),
  idComprobanteElectronico: z.coerce.number().int().positive(),
});
export type ResendRequest = z.infer<typeof resendRequestSchema>;
