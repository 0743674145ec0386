import { z } from 'zod';
import { companyRucSchema } from './endpoint.ts';

/** Spec 000 §5 'Certificate' and 'Logos', §8 success messages, word for word. */
export const certificateRuleMessages = {
  onlyP12: 'Solo se admiten archivos con la extensión: p12.',
  oneFile: 'Se detectó varios archivos seleccionados, por favor solo seleccione uno.',
  passwordRequired: 'La contraseña es necesaria.',
  fileRequired: 'Seleccione el archivo .p12 del certificado.',
  readFailed: 'Ocurrió un error al cargar el certificado.',
  tooLarge: 'El archivo del certificado no puede pesar más de 100 KB.',
  updated: 'Certificado actualizado.',
} as const;

export const logoRuleMessages = {
  onlyImages: 'Solo se admiten archivos en .jpg o .png',
  tooLarge: 'El peso máximo del archivo deber ser de 1MB.',
  oneFile: 'Se detectó varios archivos seleccionados, por favor solo seleccione uno.',
  noneChosen: 'Seleccione al menos un logo.',
  updated: 'Logo de la empresa actualizado.',
  updateFailed: 'No se pudo actualizar el logo la empresa.',
} as const;

/** A .p12 holds a key and a certificate chain: a few KB; anything far larger is not one. */
export const maxCertificateBytes = 100_000;
/** Spec 000 §9: images up to 1,000,000 bytes. */
export const maxLogoBytes = 1_000_000;

/** Base64 text of at most `bytes` decoded bytes (every 3 bytes are 4 characters). */
function base64Of(bytes: number, tooLarge: string) {
  return z
    .string()
    .trim()
    .max(Math.ceil(bytes / 3) * 4 + 4, tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'El archivo enviado no está codificado en base64.');
}

/** POST /cuenta/usuario/registro/certificado (spec 000 §3 'Certificate upload payload'). */
export const certificateUploadSchema = z.object({
  certificado: base64Of(maxCertificateBytes, certificateRuleMessages.tooLarge).min(
    1,
    certificateRuleMessages.fileRequired,
  ),
  claveCertificado: z.string().min(1, certificateRuleMessages.passwordRequired).max(300),
  idEmpresa: companyRucSchema,
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

/**
 * The company's loaded certificate as 'Cargar Certificado' shows it (issue 29): its subject, the RUC it
 * names (null when its subject names none) and its validity (ISO instants); null before the first upload.
 */
export const loadedCertificateSchema = z.object({
  certificado: z
    .object({ sujeto: z.string(), ruc: z.string().nullable(), validoDesde: z.string(), venceEl: z.string() })
    .nullable(),
});
export type LoadedCertificate = z.infer<typeof loadedCertificateSchema>;

/** A logo as the company holds it: a data URL (`data:image/png;base64,…`) or its bare base64. */
const logoSchema = z
  .string()
  .trim()
  .max(Math.ceil(maxLogoBytes / 3) * 4 + 40, logoRuleMessages.tooLarge)
  .nullish();

/**
 * POST /cuenta/usuario/actualizar/empresa (spec 000 §3 'Company logos payload'): the company with its
 * logos; a logo left out (or null) stays as it is.
 */
export const companyLogosSchema = z.object({
  idEmpresa: companyRucSchema,
  logo: logoSchema,
  logoCafe: logoSchema,
});
export type CompanyLogos = z.infer<typeof companyLogosSchema>;

export type ImageKind = 'png' | 'jpeg';

/** The image type by the file's leading bytes (spec 000 §5), never by its name or declared type. */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}
