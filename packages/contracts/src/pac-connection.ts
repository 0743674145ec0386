import { z } from 'zod';

/** The PACs a company can issue through (issue 30): the installation's sandbox, a PAC in the DGI contract, HKA, EBI. */
export const pacProviders = ['sandbox', 'dgi', 'hka', 'ebi'] as const;
export type PacProviderCode = (typeof pacProviders)[number];

/** dgi: the issuer signs and the PAC forwards (the DGI contract); hka: the PAC signs (the integration API). */
export const pacFamilies = ['dgi', 'hka'] as const;
export type PacFamilyCode = (typeof pacFamilies)[number];

export const pacProviderLabels: Readonly<Record<PacProviderCode, string>> = {
  sandbox: 'PAC de pruebas (sandbox)',
  dgi: 'PAC directo (contrato DGI)',
  hka: 'The Factory HKA',
  ebi: 'EBI',
};

export const pacFamilyLabels: Readonly<Record<PacFamilyCode, string>> = {
  dgi: 'Contrato DGI (la empresa firma)',
  hka: 'API de integración HKA/EBI (el PAC firma)',
};

/** The company's PAC connection as the screens show it: never a secret, only whether each is set. */
export const pacConnectionSchema = z.object({
  proveedor: z.enum(pacProviders),
  familia: z.enum(pacFamilies),
  /** 1 production, 2 test. */
  ambiente: z.enum(['1', '2']),
  /** The endpoint in use (the provider's published one when none was given). */
  direccion: z.string().nullable(),
  direccionPersonalizada: z.boolean(),
  tieneTokens: z.boolean(),
  tieneCertificadoTransmision: z.boolean(),
  tieneCertificadosCa: z.boolean(),
  /** True when the company has no connection of its own and uses the installation's. */
  esPredeterminada: z.boolean(),
  actualizado: z.string().nullable(),
  /** The last 'Probar conexión' of the company's own connection: when, whether it answered, what. */
  ultimaPrueba: z.object({ fecha: z.string(), correcto: z.boolean(), mensaje: z.string() }).nullable(),
});
export type PacConnection = z.infer<typeof pacConnectionSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * The platform administrator's save. A secret left out keeps the stored one; `borrarSecretos` drops them
 * all (a change of PAC). The transmission certificate is a .p12 in base64 or a PEM key and certificate.
 */
export const pacConnectionBodySchema = z.object({
  proveedor: z.enum(pacProviders, { error: 'Seleccione el PAC.' }),
  familia: z.enum(pacFamilies, { error: 'Seleccione el tipo de integración.' }).optional(),
  ambiente: z.enum(['1', '2'], { error: 'Seleccione el ambiente: 1 producción, 2 pruebas.' }),
  direccion: optionalText(500, 'La dirección del PAC admite hasta 500 caracteres.'),
  tokenEmpresa: optionalText(200, 'El token de empresa admite hasta 200 caracteres.'),
  tokenPassword: optionalText(200, 'El token password admite hasta 200 caracteres.'),
  certificadoTransmision: optionalText(200_000, 'El certificado de transmisión es demasiado grande.'),
  claveCertificadoTransmision: optionalText(
    200,
    'La contraseña del certificado admite hasta 200 caracteres.',
  ),
  certificadosCa: optionalText(200_000, 'Los certificados de CA son demasiado grandes.'),
  borrarSecretos: z.boolean().optional(),
});
export type PacConnectionBody = z.input<typeof pacConnectionBodySchema>;

/** 'Probar conexión': whether the PAC answered, and what, in Spanish. */
export const pacConnectionTestSchema = z.object({ correcto: z.boolean(), mensaje: z.string() });
export type PacConnectionTest = z.infer<typeof pacConnectionTestSchema>;

/**
 * The folios of a PAC that counts them (HKA/EBI, `FoliosRestantes`), shown beside the plan's vouchers.
 * `aplica` false: the company's PAC does not count folios. `disponibles` null: the PAC did not answer,
 * and `mensaje` says why.
 */
export const pacFoliosSchema = z.object({
  aplica: z.boolean(),
  disponibles: z.number().int().nullable(),
  totalesCiclo: z.number().int().nullable(),
  /** The monthly cycle's dates as the PAC writes them ("2026-11-01 / 2026-11-30"). */
  fechaCiclo: z.string().nullable(),
  /** Few folios left in the cycle (a tenth or less): the company should ask the PAC for more. */
  bajo: z.boolean(),
  mensaje: z.string().nullable(),
});
export type PacFolios = z.infer<typeof pacFoliosSchema>;

/**
 * A document's e-mails as the PAC that signed it tracked them (HKA/EBI, RastreoCorreo). `aplica` false:
 * the document's PAC does not send mail. `mensaje`: the PAC could not be asked.
 */
export const pacMailTrackingSchema = z.object({
  aplica: z.boolean(),
  destinatarios: z.array(
    z.object({
      correo: z.string(),
      estado: z.enum(['Enviado', 'Entregado', 'Rebotado']),
      fecha: z.string().nullable(),
    }),
  ),
  mensaje: z.string().nullable(),
});
export type PacMailTrackingView = z.infer<typeof pacMailTrackingSchema>;
