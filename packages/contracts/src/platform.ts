import { z } from 'zod';
import { singleLine } from './single-line-text.ts';
import {
  companyEmailField,
  companyFieldMessages,
  companyNameField,
  companyPhoneField,
} from './company-rules.ts';
import { companyRucSchema } from './endpoint.ts';
import { pageQuerySchema, pagedSchema } from './paged.ts';
import { sharedMessages as shared } from './shared-messages.ts';

/** The Spanish texts of the platform administrator's company screens (spec 001 §8). */
export const platformMessages = {
  searchOneParameter: shared.atLeastOneParameter,
  searchTerm: 'Ingrese un texto para buscar.',
  keySaved: 'Clave de suscripción de empresa editada.',
  keyNotSaved: 'No se pudo actualizar la clave de suscripción.',
  keyCompanyNotFound: 'No se encontró la empresa a actualizar.',
  keyOther: 'Error al editar la Clave de suscripción. Contáctese con el administrador del Sistema.',
  keyMax: shared.max300,
  companyUpdated: 'Empresa actualizada.',
  companyNotUpdated: 'No se pudo actualizar la empresa.',
  paymentTypeUnknown: 'Seleccione un tipo de pago de la lista.',
  accountingFirmNotFound: 'No se encontró la empresa contadora.',
  noMatches: shared.noMatches,
  autocompleteNetwork: 'Error en la red al consultar el cliente.',
  selectCompany: 'Seleccione una empresa.',
} as const;

/** A payment type of the configuration list (spec 001 §9): 1 Prepago, 2 Pospago. */
export const paymentTypeSchema = z.object({ codigo: z.number().int(), nombre: z.string() });
export const paymentTypesSchema = z.array(paymentTypeSchema);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/**
 * A company as the platform administrator sees it (spec 001 §3 'Company'): `idEmpresa` is the RUC;
 * `comprobantesDisponibles` -1 means unlimited; `rucEmpresaContadora` the accounting firm (its partner).
 */
export const companyAdminRowSchema = z.object({
  idEmpresa: z.string(),
  digitoVerificador: z.string(),
  tipoContribuyente: z.number().int(),
  razonSocialempresa: z.string(),
  nombreComercial: z.string().nullable(),
  direccion: z.string().nullable(),
  correoPrincipal: z.string(),
  telefonoPrincipal: z.string().nullable(),
  subdominio: z.string().nullable(),
  obligadoContabilidad: z.boolean(),
  subscriptionKey: z.string().nullable(),
  fechaRegistro: z.string(),
  comprobantesUtilizados: z.number().int(),
  comprobantesDisponibles: z.number().int(),
  tipoContratacion: z.number().int(),
  tipoPago: z.string(),
  rucEmpresaContadora: z.string().nullable(),
  empresaContadora: z.string().nullable(),
  esPartner: z.boolean(),
});
export type CompanyAdminRow = z.infer<typeof companyAdminRowSchema>;
export const companyAdminPageSchema = pagedSchema(companyAdminRowSchema);

/** The text search of the company lists: RUC or business name. */
export const companySearchQuerySchema = pageQuerySchema.extend({
  parametroBusqueda: z.string().trim().min(1, platformMessages.searchTerm).max(100),
});

/** Partner: 1 Sí, 2 No (spec 001 §2). */
export const partnerFilterOptions = [
  { codigo: '1', nombre: 'Sí' },
  { codigo: '2', nombre: 'No' },
] as const;

/** The administrative list's search form: at least one of the three (spec 001 §5). */
export const companyFilterQuerySchema = pageQuerySchema
  .extend({
    idempresacontadora: z.string().trim().max(40).optional(),
    tipoPago: z
      .string()
      .trim()
      .max(4)
      .regex(/^[0-9]*$/, platformMessages.paymentTypeUnknown)
      .optional(),
    esPartner: z.enum(['', '1', '2']).optional(),
  })
  .refine(
    (query) => Boolean(query.idempresacontadora) || Boolean(query.tipoPago) || Boolean(query.esPartner),
    { message: platformMessages.searchOneParameter },
  );
export type CompanyFilterQuery = z.infer<typeof companyFilterQuerySchema>;

const subscriptionKeyField = z.string().trim().max(300, platformMessages.keyMax);
export const subscriptionKeyBodySchema = z.object({ subscriptionKey: subscriptionKeyField });

/**
 * What PUT actualizar-subscriptionkey takes: `{ "subscriptionKey": "…" }` or, the spec's other reading, the
 * key as a bare JSON string (spec README: both readings stand).
 */
export const subscriptionKeyRequestSchema = z.union([
  subscriptionKeyBodySchema,
  subscriptionKeyField.transform((subscriptionKey) => ({ subscriptionKey })),
]);

const m = companyFieldMessages;
const optionalText300 = singleLine(z.string().trim())
  .max(300, m.max300)
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .optional();

/** The administrator's company update form (spec 001 §5 'Company update'), with its payment type and firm. */
export const companyUpdateBodySchema = z.object({
  idEmpresa: companyRucSchema,
  razonSocialempresa: companyNameField,
  nombreComercial: optionalText300,
  direccion: z.string().trim().min(1, m.addressRequired).max(300, m.max300),
  correoPrincipal: companyEmailField(300, m.max300),
  telefonoPrincipal: companyPhoneField,
  subdominio: optionalText300,
  obligadoContabilidad: z.boolean().default(false),
  tipoContratacion: z.number().int().min(1).max(99),
  rucEmpresaContadora: z
    .string()
    .trim()
    .max(40)
    .transform((text) => (text === '' ? null : text))
    .nullable(),
});
export type CompanyUpdateBody = z.input<typeof companyUpdateBodySchema>;

/** A company the autocomplete offers (spec 001 §2 'Asignar perfil partner a la empresa'). */
export const companyChoiceSchema = z.object({
  idEmpresa: z.string(),
  razonSocialempresa: z.string(),
});
export const companyChoicesSchema = z.array(companyChoiceSchema);
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

/** The web asks from 2 typed characters (spec 001 §5 gives 2 and 3); the server answers any term. */
export const companyAutocompleteQuerySchema = z.object({
  parametroBusqueda: z.string().trim().min(1, platformMessages.searchTerm).max(100),
});

/**
 * An accounting firm (empresa contadora) with its companies (ACT 'Contadores', docs/decisions/0040):
 * how many it brought, how many vouchers they issued, and how many they have left (-1 if any is unlimited).
 */
export const accountingFirmSchema = z.object({
  idEmpresa: z.string(),
  razonSocialempresa: z.string(),
  correoPrincipal: z.string(),
  telefonoPrincipal: z.string().nullable(),
  fechaRegistro: z.string(),
  numeroEmpresas: z.number().int(),
  comprobantesEmitidos: z.number().int(),
  comprobantesDisponibles: z.number().int(),
  empresas: z.array(
    z.object({
      idEmpresa: z.string(),
      razonSocialempresa: z.string(),
      comprobantesUtilizados: z.number().int(),
      comprobantesDisponibles: z.number().int(),
    }),
  ),
});
export const accountingFirmsSchema = z.array(accountingFirmSchema);
export type AccountingFirm = z.infer<typeof accountingFirmSchema>;

/** An affiliated company as its partner sees it (spec 001 §2 'Partner companies'): no subscription key. */
export const partnerCompanyRowSchema = companyAdminRowSchema.pick({
  idEmpresa: true,
  digitoVerificador: true,
  razonSocialempresa: true,
  correoPrincipal: true,
  telefonoPrincipal: true,
  fechaRegistro: true,
  comprobantesUtilizados: true,
  comprobantesDisponibles: true,
  tipoContratacion: true,
  tipoPago: true,
  esPartner: true,
});
export type PartnerCompanyRow = z.infer<typeof partnerCompanyRowSchema>;
export const partnerCompanyPageSchema = pagedSchema(partnerCompanyRowSchema);

/** Spec 001 §5 'Partner user' and §8 'Partner assignment', character for character. */
export const partnerProfileMessages = {
  identificationRequired: shared.identificationRequired,
  identificationCharacters: shared.identificationCharacters,
  emailRequired: shared.userEmailRequired,
  // The spec's '{email}' is a placeholder for an example address, which the message shows in its place.
  emailInvalid: 'El correo del usuario es erróneo. Ingrese un correo con el formato usuario@dominio.com',
  max300: shared.max300,
  success: 'Usuario Registrado como Partner.',
  notSaved: 'No se pudo almacenar el usuario.',
  companyNotFound: 'No se encontró la empresa enviada para relacionarla con el usuario.',
  duplicate: 'La Identificación o el Correo ya se encuentra registrado a otro usuario del sistema',
  alreadyPartner: 'La empresa ya tiene el perfil partner.',
  other: 'Error al registrar el usuario. Contáctese con el administrador del Sistema.',
} as const;

/** POST /admin/usuarios/registro/perfil/partner: the company and its new partner user. */
export const partnerProfileBodySchema = z.object({
  idEmpresa: companyRucSchema,
  identificacionUsuario: z
    .string()
    .trim()
    .min(1, partnerProfileMessages.identificationRequired)
    .max(300, partnerProfileMessages.max300)
    .regex(/^[\p{L}\p{N}]+$/u, partnerProfileMessages.identificationCharacters),
  correoPrincipalUsuario: z
    .string()
    .trim()
    .min(1, partnerProfileMessages.emailRequired)
    .max(300, partnerProfileMessages.max300)
    .email(partnerProfileMessages.emailInvalid),
});
export type PartnerProfileBody = z.input<typeof partnerProfileBodySchema>;

/** Spec 001 §5 'Voucher assignment to companies' and §8 'Voucher assignment'. */
export const voucherAssignmentMessages = {
  selectCompany: 'Seleccione una empresa.',
  countRequired: 'Ingrese un número de comprobantes.',
  countInvalid: 'Ingrese un número entero de comprobantes mayor que 0.',
  priceInvalid: 'Ingrese un precio mayor o igual a 0 con hasta 2 decimales.',
  endRequired: 'Ingrese la fecha de fin de contratación.',
  endInPast: 'La fecha de fin de contratación debe ser posterior a hoy.',
  observationMax: shared.max300,
  success: 'Comprobantes asignados.',
  notAssigned: 'No se pudo asignar los comprobantes a la empresa.',
  companyNotFound: 'No se encontró la empresa para asignar.',
  other: 'Error al asignar los comprobantes. Contáctese con el administrador del Sistema.',
  availableFailed: 'Ocurrió un problema al obtener comprobantes disponibles.',
  notEnough: (available: number) => `El partner tiene ${available} comprobantes disponibles.`,
} as const;

/** POST /partner/registrar/paquete/empresa (spec 001 §3 'Voucher package (assignment by partner)'). */
export const voucherAssignmentBodySchema = z.object({
  rucEmpresa: z.string().trim().min(1, voucherAssignmentMessages.selectCompany).max(40),
  rucPartner: companyRucSchema,
  numeroComprobantes: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: voucherAssignmentMessages.countRequired })
      .int(voucherAssignmentMessages.countInvalid)
      .min(1, voucherAssignmentMessages.countInvalid)
      .max(1_000_000, voucherAssignmentMessages.countInvalid),
  ),
  precioComprobantes: z
    .string()
    .trim()
    .regex(/^([0-9]{1,12}(\.[0-9]{1,2})?)?$/, voucherAssignmentMessages.priceInvalid)
    .optional(),
  fechaFinContratacion: z
    .string()
    .trim()
    .min(1, voucherAssignmentMessages.endRequired)
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, voucherAssignmentMessages.endRequired),
  observacion: z.string().trim().max(300, voucherAssignmentMessages.observationMax).optional(),
});
export type VoucherAssignmentBody = z.input<typeof voucherAssignmentBodySchema>;

/**
 * One thing that needs a partner's attention in one of its companies (issue 16 'one queue'): documents
 * not authorised, documents pending for over an hour, a certificate missing or expiring within 30 days,
 * vouchers running out (10 or fewer) or none.
 */
export const attentionItemSchema = z.object({
  idEmpresa: z.string(),
  razonSocialempresa: z.string(),
  tipo: z.enum(['NO_AUTORIZADOS', 'PENDIENTES', 'CERTIFICADO', 'COMPROBANTES']),
  mensaje: z.string(),
});
export const attentionQueueSchema = z.array(attentionItemSchema);
export type AttentionItem = z.infer<typeof attentionItemSchema>;
