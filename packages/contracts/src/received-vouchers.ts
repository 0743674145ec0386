import { z } from 'zod';
import { pagedSchema } from './paged.ts';

/** Spec 001 §9: received vouchers are known by a 49-digit access key; the key file is at most 1 MB. */
export const accessKeyLength = 49;
export const maxKeyFileBytes = 1_048_576;

/** Spec 001 §5 'Access key (single load)', 'Batch file of access keys' and §8. */
export const receivedVoucherMessages = {
  keyDigitsOnly: 'Solo ingrese caracteres numéricos.',
  keyTooLong: `No ingrese más de ${accessKeyLength} caracteres.`,
  keyLength: `La clave debe tener ${accessKeyLength} caracteres.`,
  saved: (key: string) => `Clave ${key} almacenada con éxito`,
  duplicate: (key: string) => `Ya existe un comprobante registrado con la clave de acceso ${key}`,
  saveFailed: (key: string) => `Existió un error al guardar la clave ${key}`,
  notFound: (key: string) =>
    `No se encontró en el PAC un comprobante emitido a su empresa con la clave de acceso ${key}`,
  invalidDocument: (key: string) => `El comprobante con la clave de acceso ${key} no es un documento válido.`,
  fileTypeOnly: 'Solo se admiten archivos en formato txt.',
  fileTooLarge: 'El peso máximo del archivo es de 1 Mb.',
  fileMissing: 'Por favor cargue un archivo en formato txt.',
  fileWithoutKeys: 'El archivo no contiene claves de acceso.',
  batchFailed: 'Existio un error',
  batchAccepted:
    'Archivo recibido. En unos minutos le llegará a su correo electrónico el resumen de la carga.',
} as const;

/** A key as typed: digits only, exactly 49 of them. */
export const accessKeySchema = z
  .string()
  .trim()
  .regex(/^[0-9]*$/, receivedVoucherMessages.keyDigitsOnly)
  .length(accessKeyLength, receivedVoucherMessages.keyLength);

/** The answer of a single load and of a batch file accepted for processing. */
export const receivedLoadAnswerSchema = z.object({ mensaje: z.string() });

/** A received voucher row (spec 001 §3), with what the downloads need. */
export const receivedVoucherRowSchema = z.object({
  comprobanteElectronico: z.object({
    idComprobanteElectronico: z.number().int(),
    codigoEstablecimiento: z.string(),
    puntoEmision: z.string(),
    /** dNroDF, 10 digits. */
    secuencial: z.string(),
    fechaEmision: z.string(),
    fechaAutorizacion: z.string().nullable(),
    razonSocialEmisor: z.string(),
    rucEmisor: z.string(),
    claveAcceso: z.string(),
    cufe: z.string(),
    valorTotal: z.string(),
    tipoComprobanteElectronico: z.object({
      /** The type's name with underscores for spaces, as the received list expects (spec 001 §2). */
      nombreComprobante: z.string(),
      codigoComprobante: z.string(),
    }),
  }),
});
export type ReceivedVoucherRow = z.infer<typeof receivedVoucherRowSchema>;

export const receivedVoucherPageSchema = pagedSchema(receivedVoucherRowSchema);
