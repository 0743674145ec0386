import { z } from 'zod';
import { checkCufe } from '@facturar/domain';
import { pagedSchema } from './paged.ts';

/** Spec 001 §9: received vouchers are known by a 49-digit access key; the key file is at most 1 MB. */
export const accessKeyLength = 49;
export const maxKeyFileBytes = 1_048_576;

/** Spec 001 §5 'Access key (single load)', 'Batch file of access keys' and §8. */
export const receivedVoucherMessages = {
  keyDigitsOnly: 'Solo ingrese caracteres numéricos.',
  keyTooLong: `No ingrese más de ${accessKeyLength} caracteres.`,
  keyLength: `La clave debe tener ${accessKeyLength} caracteres.`,
  cufeTooLong: 'El CUFE tiene 66 caracteres: letras, números y un guion.',
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

/** The first problem of a key as typed, or undefined when it is one. */
function findAccessKeyProblem(text: string): string | undefined {
  // Beyond the spec: a Panamanian document's own key, its 66-character CUFE (FACTS §2), checked in full.
  if (/^FE/i.test(text)) {
    const checked = checkCufe(text);
    return checked.ok ? undefined : (checked.problems[0] ?? receivedVoucherMessages.keyLength);
  }
  if (!/^[0-9]*$/.test(text)) return receivedVoucherMessages.keyDigitsOnly;
  return text.length === accessKeyLength ? undefined : receivedVoucherMessages.keyLength;
}

/** A key as typed: the spec's 49 digits, or a CUFE of 66 characters (it starts with FE). */
export const accessKeySchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const problem = findAccessKeyProblem(text);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });

/** True when the key is a CUFE rather than the spec's 49-digit access key. */
export function isCufeKey(key: string): boolean {
  return /^FE/i.test(key);
}

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
