import { z } from 'zod';
import { PLAIN_DECIMAL, countDecimals } from '../money/index.ts';
import { parsePanamaDateTime } from '../time/index.ts';
import { MESSAGES } from './request-messages.ts';
import { isRfeRucFormat } from '../ruc/rfe-ruc-format.ts';
import { isPhoneFormatValid } from './contact-format.ts';

/**
 * Building blocks of the generation request schema. Forms send numbers either as JSON numbers or as
 * text, and leave optional inputs as '' or null; every block takes those spellings, so the web form
 * and a bulk upload are judged by the same rules. Numbers come out as plain decimal texts, never as
 * floats, and codes as the schema's zero-padded texts.
 */

/** Characters outside XML 1.0's Char production (controls other than tab/LF/CR, lone surrogates, U+FFFE/F). */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** "Alphanumeric" of the spec: letters (with accents), digits, spaces and everyday punctuation. */
const ALPHANUMERIC = /^[\p{L}\p{M}\p{N} .,;:_\-/#()'@+%&*°ºª]*$/u;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toTrimmedText(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim();
  return value;
}

export function isXmlText(text: string): boolean {
  return !NOT_XML_CHARACTER.test(text);
}

export function isAlphanumericText(text: string): boolean {
  return ALPHANUMERIC.test(text);
}

/** A decimal written with a minus sign: a value below zero, not a badly written number. */
const NEGATIVE_DECIMAL = /^-\s*\d+([.,]\d+)?$/;

type DecimalRules = {
  required: string;
  maxDecimals: number;
  decimalsMessage: string;
  invalidMessage?: string;
  /** What a negative number is told (it is well written, only below zero). */
  negativeMessage?: string;
  maxLength?: number;
  lengthMessage?: string;
};

function decimalText(rules: DecimalRules) {
  return z
    .string({ error: rules.required })
    .max(rules.maxLength ?? 30, { error: rules.lengthMessage ?? MESSAGES.fourteenDigits, abort: true })
    .refine((text) => !NEGATIVE_DECIMAL.test(text), {
      error: rules.negativeMessage ?? MESSAGES.negativeAmount,
      abort: true,
    })
    .regex(PLAIN_DECIMAL, { error: rules.invalidMessage ?? MESSAGES.dotDecimals, abort: true })
    .refine((text) => countDecimals(text) <= rules.maxDecimals, rules.decimalsMessage);
}

/** A required non-negative decimal, as plain text (`12.5`). */
export function decimalField(rules: DecimalRules) {
  return z.preprocess(toTrimmedText, decimalText(rules));
}

/** An optional non-negative decimal; '' and null count as absent. */
export function optionalDecimalField(rules: Omit<DecimalRules, 'required'>) {
  return z.preprocess(toTrimmedText, decimalText({ ...rules, required: rules.decimalsMessage }).optional());
}

function padCode(width: number) {
  return (value: unknown) => {
    const text = toTrimmedText(value);
    return typeof text === 'string' && /^\d+$/.test(text) ? text.padStart(width, '0') : text;
  };
}

/** A code from a fixed list; numbers and unpadded texts are padded to the codes' width (1 → '01'). */
export function codeField<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return z.preprocess(padCode(codes[0].length), z.enum(codes, { error: message }));
}

/** An optional code; '' and null count as absent. */
export function optionalCodeField<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return z.preprocess(padCode(codes[0].length), z.enum(codes, { error: message }).optional());
}

type TextRules = { min?: number; max: number; lengthMessage: string; alphanumeric?: string };

function textOf(required: string, rules: TextRules) {
  let text = z
    .string({ error: required })
    .min(rules.min ?? 1, { error: rules.lengthMessage, abort: true })
    .max(rules.max, { error: rules.lengthMessage, abort: true })
    .refine(isXmlText, { error: MESSAGES.invalidCharacters, abort: true });
  if (rules.alphanumeric) text = text.refine(isAlphanumericText, rules.alphanumeric);
  return text;
}

/** Required text, trimmed, with length bounds (and the spec's "alphanumeric" when asked). */
export function textField(required: string, rules: TextRules) {
  return z.preprocess(toTrimmedText, textOf(required, rules));
}

/** Optional text; '' and null count as absent. */
export function optionalTextField(rules: TextRules) {
  return z.preprocess(toTrimmedText, textOf(rules.lengthMessage, rules).optional());
}

function digitsText(required: string, maxDigits: number, message: string, isPositive: boolean) {
  return z
    .string({ error: required })
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), { error: message, abort: true })
    .refine((text) => !isPositive || /[1-9]/.test(text), message);
}

/** Digits only, 1 to `maxDigits` long, not zero when `isPositive` (integers of the schema). */
export function digitsField(required: string, maxDigits: number, message: string, isPositive = true) {
  return z.preprocess(toTrimmedText, digitsText(required, maxDigits, message, isPositive));
}

/** Optional digits; '' and null count as absent. */
export function optionalDigitsField(maxDigits: number, message: string, isPositive = true) {
  return z.preprocess(toTrimmedText, digitsText(message, maxDigits, message, isPositive).optional());
}

function dateTimeText(required: string) {
  return z
    .string({ error: required })
    .refine((text) => parsePanamaDateTime(text) !== null, { error: MESSAGES.dateInvalid, abort: true });
}

/** A date or date-time text (Panama time when it has no zone). */
export function dateTimeField(required: string) {
  return z.preprocess(toTrimmedText, dateTimeText(required));
}

/** An optional date or date-time; '' and null count as absent. */
export function optionalDateTimeField() {
  return z.preprocess(toTrimmedText, dateTimeText(MESSAGES.dateInvalid).optional());
}

/** A telephone in the schema's form (`123-4567`). */
export function optionalPhoneField() {
  return z.preprocess(toTrimmedText, z.string().refine(isPhoneFormatValid, MESSAGES.phone).optional());
}

/** Taxpayer type: 1 natural, 2 juridical. */
export const TAXPAYER_TYPES = ['1', '2'] as const;

/** A RUC group as the forms send it: `{ tipoRuc, ruc, dv }` (authorised RUCs, carrier, delivery place). */
export const rucGroupSchema = z.object({
  tipoRuc: codeField(TAXPAYER_TYPES, MESSAGES.rucTypeRequired),
  ruc: z.preprocess(
    toTrimmedText,
    z.string({ error: MESSAGES.rucRequired }).refine(isRfeRucFormat, MESSAGES.rucFormat),
  ),
  dv: z.preprocess(
    (value) => {
      const text = toTrimmedText(value);
      return typeof text === 'string' && /^\d$/.test(text) ? `0${text}` : text;
    },
    z.string({ error: MESSAGES.dvRequired }).regex(/^\d{2}$/, MESSAGES.dvFormat),
  ),
});
export type RucGroup = z.infer<typeof rucGroupSchema>;

/** Rows of `nombre`/`valor` sent either as a list or as the JSON text of one (informacionAdicional). */
export const infoRowSchema = z.object({
  nombre: textField(MESSAGES.infoNameRequired, {
    max: 100,
    lengthMessage: MESSAGES.infoNameRequired,
    alphanumeric: MESSAGES.alphanumeric,
  }),
  valor: textField(MESSAGES.infoValueRequired, {
    max: 500,
    lengthMessage: MESSAGES.infoValueRequired,
    alphanumeric: MESSAGES.alphanumeric,
  }),
});
export type InfoRow = z.infer<typeof infoRowSchema>;

export function infoRowsField(maxRows: number, maxRowsMessage: string) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return [];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(infoRowSchema, { error: MESSAGES.infoJson }).max(maxRows, maxRowsMessage),
  );
}

/** A list that may be absent or null in the body; absent means empty. */
export function listField<T extends z.ZodType>(item: T, max: number, maxMessage: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(item).max(max, maxMessage),
  );
}

/** A group that forms may send as null when unused. */
export function optionalGroup<T extends z.ZodType>(group: T) {
  return z.preprocess((value) => (value === null ? undefined : value), group.optional());
}
