import { z } from 'zod';
import { singleLine } from './single-line-text.ts';
import { sharedMessages as shared } from './shared-messages.ts';
import { PERSON_TYPES } from '@facturar/domain';

/**
 * The field rules of a company's data (spec 001 §5 'Company update', 'Company and partner registration'),
 * shared by the registration, the administrator's update form and the partner's forms, and by the server.
 */
export const companyFieldMessages = {
  rucRequired: 'El RUC es necesario.',
  rucMax: 'No ingrese más de 20 caracteres.',
  rucCharacters: 'Solo ingrese letras, números, guion o guion bajo.',
  taxpayerType: shared.taxpayerTypeRequired,
  dvRequired: 'El DV es necesario.',
  dvRegistration: 'Ingrese los 2 dígitos del DV, por ejemplo 01.',
  dvPartner: 'Ingrese un DV numérico de hasta 2 dígitos.',
  businessNameRequired: 'La razón social es necesaria.',
  businessNameLength: 'Ingrese entre 2 y 100 caracteres.',
  businessNameMax: shared.max300,
  noSpecialCharacters: shared.specialCharacters,
  emailRequired: shared.emailRequired,
  emailInvalid: 'El correo es inválido',
  emailMax50: 'No ingrese más de 50 caracteres.',
  max300: shared.max300,
  max100: 'No ingrese más de 100 caracteres.',
  addressRequired: 'La dirección es necesaria.',
  phoneRequired: 'El teléfono es necesario.',
  phoneLength: shared.phoneLength,
  phonePattern: 'Ingrese el teléfono con el formato 123-4567 o 1234-5678.',
  location: shared.locationRequired,
  resolution: 'Ingrese solo dígitos, máximo 13.',
} as const;

/**
 * RUC and phone inputs take letters, digits and underscore (spec 001 §5) and the dash: a Panamanian RUC
 * (155596713-2-2015, 8-NT-1-419) and the phone pattern itself have dashes (docs/decisions/0041).
 */
export const rucAndPhoneCharacters = /^[A-Za-z0-9_-]*$/;

/** 'Alphanumeric' company names: letters, digits, spaces and the punctuation of a business name. */
const nameCharacters = /^[\p{L}\p{N}\s.,&'"()\-/#°ºª:+]*$/u;

/** 3-4 digits, a dash and 4 digits (spec 001 §5 'New customer'): 223-4455, 6677-8899. */
const phonePattern = /^[0-9]{3,4}-[0-9]{4}$/;

const m = companyFieldMessages;

export const companyRucField = z
  .string()
  .trim()
  .min(1, m.rucRequired)
  .max(20, m.rucMax)
  .regex(rucAndPhoneCharacters, m.rucCharacters);

export const companyPhoneField = z
  .string()
  .trim()
  .min(1, m.phoneRequired)
  .min(7, m.phoneLength)
  .max(12, m.phoneLength)
  .regex(phonePattern, m.phonePattern);

export const companyEmailField = (max: number, maxMessage: string) =>
  z.string().trim().min(1, m.emailRequired).max(max, maxMessage).email(m.emailInvalid);

/** A corregimiento code of the DGI catalogue (dCodUbi, '8-8-7'); the server checks it exists. */
export const locationField = z
  .string({ error: m.location })
  .trim()
  .min(1, m.location)
  .max(10, m.location)
  .regex(/^[0-9]{1,2}-[0-9]{1,2}-[0-9]{1,2}$/, m.location);

export const taxpayerTypeField = z.coerce
  .number({ error: m.taxpayerType })
  .int()
  .refine((value) => value === 1 || value === 2, m.taxpayerType);

export const businessNameField = singleLine(z.string().trim())
  .min(1, m.businessNameRequired)
  .min(2, m.businessNameLength)
  .max(100, m.businessNameLength);

export const companyNameField = singleLine(z.string().trim())
  .min(1, m.businessNameRequired)
  .max(300, m.businessNameMax)
  .regex(nameCharacters, m.noSpecialCharacters);

/** Taxpayer types (spec 001 §3): the domain's person types, 1 Natural, 2 Jurídico. */
export const taxpayerTypeOptions = PERSON_TYPES;
