import { z } from 'zod';
import { singleLine } from './single-line-text.ts';
import { sharedMessages as shared } from './shared-messages.ts';

/**
 * The fields the master-data forms share (spec 001 §5: customers, providers, billing points), with their
 * Spanish messages. One definition for the server's check and the web form's.
 */
export const fieldMessages = {
  required: 'Es necesario.',
  tooLong: shared.tooLong,
  specialCharacters: shared.specialCharacters,
  emailRequired: shared.emailRequired,
  emailInvalid: 'El correo es inválido.',
  phoneLength: shared.phoneLength,
  phoneFormat: 'El teléfono debe tener el formato 123-4567 o 1234-5678.',
  coordinatesFormat:
    'Ingrese latitud,longitud con 4 a 6 decimales cada una (por ejemplo 9.003071,-79.501305).',
  coordinatesRange: 'La latitud debe estar entre -90 y 90 y la longitud entre -180 y 180.',
} as const;

/** Letters (any script), digits, spaces and the punctuation names and addresses carry; no markup. */
const plainTextPattern = /^[\p{L}\p{N}\p{M} .,;:#/()'ºª°\-_]*$/u;
/** Identifications: letters, digits and the RUC's dashes. */
const identificationPattern = /^[\p{L}\p{N}-]+$/u;
/** `ddd-dddd` or `dddd-dddd` (spec 001 §5). */
const phonePattern = /^[0-9]{3,4}-[0-9]{4}$/;
/** latitude,longitude with 4 to 6 decimals each (spec 001 §5). */
const coordinatesPattern = /^[-+]?\d{1,2}\.\d{4,6},[-+]?\d{1,3}\.\d{4,6}$/;
/** The practical e-mail shape: one @, a dotted domain, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Empty input is absence: a form's blank field and a missing key mean the same. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * The spec strips the ampersand from names on input (it breaks the XML the DGI receives); the double space
 * it leaves in 'A & B' goes with it.
 */
export function stripAmpersand(value: unknown): unknown {
  return typeof value === 'string' ? value.replaceAll('&', '').replace(/ {2,}/g, ' ') : value;
}

/** The spec's 'no special characters' of a name or an address (spec 000 §5, 001 §5), one rule for all. */
export function isPlainText(text: string): boolean {
  return plainTextPattern.test(text);
}

export const requiredText = (max: number) =>
  singleLine(z.string(fieldMessages.required).trim())
    .min(1, fieldMessages.required)
    .max(max, fieldMessages.tooLong(max));

export const plainText = (max: number) =>
  requiredText(max).regex(plainTextPattern, fieldMessages.specialCharacters);

export const optionalText = (max: number) => z.preprocess(blankToUndefined, requiredText(max).optional());

export const optionalPlainText = (max: number) => z.preprocess(blankToUndefined, plainText(max).optional());

/** A name or business name: required, ampersand removed before anything else. */
export const nameField = z.preprocess(stripAmpersand, plainText(300));

export const identificationField = requiredText(300).regex(
  identificationPattern,
  fieldMessages.specialCharacters,
);

export const emailField = z
  .string(fieldMessages.emailRequired)
  .trim()
  .min(1, fieldMessages.emailRequired)
  .max(300, fieldMessages.tooLong(300))
  .regex(emailPattern, fieldMessages.emailInvalid);

export const optionalPhoneField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .min(7, fieldMessages.phoneLength)
    .max(12, fieldMessages.phoneLength)
    .regex(phonePattern, fieldMessages.phoneFormat)
    .optional(),
);

/** Whether both halves of `lat,long` are on the globe. */
export function areCoordinatesInRange(coordinates: string): boolean {
  const [latitude, longitude] = coordinates.split(',').map(Number);
  return (
    latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

export const coordinatesField = z
  .string(fieldMessages.required)
  .trim()
  .min(1, fieldMessages.required)
  .max(22, fieldMessages.tooLong(22))
  .regex(coordinatesPattern, fieldMessages.coordinatesFormat)
  .refine(areCoordinatesInRange, fieldMessages.coordinatesRange);

export const optionalCoordinatesField = z.preprocess(blankToUndefined, coordinatesField.optional());
