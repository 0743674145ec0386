import { z } from 'zod';
import {
  businessNameField,
  companyEmailField,
  companyFieldMessages,
  companyPhoneField,
  companyRucField,
  locationField,
  taxpayerTypeField,
} from './company-rules.ts';
import { coordinatesField } from './master-data-fields.ts';

/** Spec 001 §8 'Company registration' and §2 'Public registration', character for character. */
export const registrationMessages = {
  success: 'Empresa registrada',
  successTitle: 'Registro Exitoso',
  successBody: (email: string) =>
    `Los datos de acceso al sistema fueron enviados al correo ${email}. Revise su bandeja de entrada.`,
  notRegistered: 'No se pudo registrar la empresa. Contáctese con el administrador del Sistema.',
  contact: 'Contáctese con el administrador del Sistema.',
  exists: 'La empresa ya existe. Contáctese con el administrador del Sistema.',
  internal: 'Ocurrió un error interno. Contáctese con el administrador del Sistema.',
  firmNotFound: (ruc: string) => `No se encontró la empresa contadora ${ruc}.`,
  /** Whatever holds the e-mail, it is not said (ADR 0102). */
  emailUnavailable:
    'No se puede registrar la empresa con ese correo. Registre la empresa con otro correo o contáctese con el administrador del Sistema.',
  /** The form keeps what was typed and takes a new token: pressing Registrar again is enough (issue 29). */
  botCheck:
    'No pudimos verificar el envío del formulario. Espere unos segundos y presione Registrar de nuevo: lo que escribió se conserva.',
} as const;

const m = companyFieldMessages;

/** The registration's fixed values (spec 001 §3, §9): branch '0001', contract type 1 (prepaid). */
export const registrationBranchCode = '0001';
export const registrationPointCode = '001';
export const defaultBranchCoordinates = '9.003071,-79.501305';

/** What the registration form holds (spec 001 §3 'Company registration payload', §5 its rules). */
export const companyRegistrationFormSchema = z.object({
  rucEmpresa: companyRucField,
  tipoContribuyente: taxpayerTypeField,
  dvEmpresa: z
    .string()
    .trim()
    .min(1, m.dvRequired)
    .regex(/^[0-9]{2}$/, m.dvRegistration),
  razonSocial: businessNameField,
  direccionEmpresa: z.string().trim().min(1, m.addressRequired).max(100, m.max100),
  correoElectronico: companyEmailField(50, m.emailMax50),
  telefono: companyPhoneField,
  obligadoContabilidad: z.boolean().default(false),
  coordenadaSucursal: coordinatesField,
  unificadoSucursal: locationField,
  numeroResolucion: z
    .string()
    .trim()
    .regex(/^[0-9]{0,13}$/, m.resolution)
    .optional(),
});

/** POST /api/signin: the form, its fixed values, the accounting firm and the bot check's two fields. */
export const companyRegistrationSchema = companyRegistrationFormSchema.extend({
  codigoSucursal: z.literal(registrationBranchCode).default(registrationBranchCode),
  codigoSistema: z.string().trim().max(40).optional(),
  tipoContratacion: z.literal(1).default(1),
  rucEmpresaContadora: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((text) => (text ? text : undefined)),
  /** The signed time the form was served (GET /api/signin/formulario). */
  formulario: z
    .string({ error: registrationMessages.botCheck })
    .trim()
    .min(1, registrationMessages.botCheck)
    .max(200, registrationMessages.botCheck),
  /** A field people never see: a bot that fills it is refused. */
  sitioWeb: z.string().max(300).optional(),
});
export type CompanyRegistrationRequest = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

export const registrationFormTokenSchema = z.object({ formulario: z.string() });
export const registrationAnswerSchema = z.object({ mensaje: z.string(), correo: z.string() });

/** Spec 001 §8 'Partner'. */
export const partnerRegistrationMessages = {
  success: (name: string) => `${name} agregado como partner.`,
  notSaved: 'No se pudo almacenar el partner.',
  partnerNotFound: 'No se encontró la empresa enviada para relacionarla con el partner.',
  exists: 'El partner ya existe.',
  other: 'Error al registrar el partner. Contáctese con el administrador del Sistema.',
} as const;

/**
 * POST /partner/registrar (spec 001 §3 'Partner payload', §5): a new partner firm brought by the signed-in
 * partner (`idEmpresa`). Its DV may have up to 2 digits.
 */
export const partnerRegistrationSchema = z.object({
  idEmpresa: z.string().trim().min(1).max(40),
  tipoReceptor: z.literal('01').default('01'),
  rucEmpresa: companyRucField,
  razonSocial: businessNameField,
  tipoContribuyente: taxpayerTypeField,
  dvEmpresa: z
    .string()
    .trim()
    .min(1, m.dvRequired)
    .regex(/^[0-9]{1,2}$/, m.dvPartner),
  correoElectronico: companyEmailField(50, m.emailMax50),
  telefono: companyPhoneField,
  coordenadaSucursal: coordinatesField,
  idUbicacionGeografica: locationField,
  direccionEmpresa: z.string().trim().min(1, m.addressRequired).max(100, m.max100),
});
export type PartnerRegistrationRequest = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;
