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

/**
 * Why a field was refused: the spec's message for its first failing rule. A refusal that keeps the text
 * (the last rule of a field, a well-formed value the rule dislikes) lets the rules after the field still
 * read it, as zod's checks without `abort` did: a field's own `.refine` and its group's `superRefine`.
 */
class Refusal {
  readonly message: string;
  readonly kept: string | undefined;
  constructor(message: string, kept?: string) {
    this.message = message;
    this.kept = kept;
  }
}

/**
 * A field judged in one step: `judge` reads the value as forms send it (blanks already absent, numbers as
 * text) and answers the value or the message of the first rule it breaks, as zod's chains of checks with
 * `abort` did, at a fraction of their cost on a 12-line invoice (issue 25 §2, ADR 0187). Absent is
 * `undefined`: a required field's judge refuses it, an optional one's returns it. `declared` is what the
 * value then is, a plain type check: it makes the OpenAPI document say the type, its bounds (`documented`)
 * and whether the key is required, which zod cannot read off a transform.
 */
function judgedField<Declared extends z.ZodType>(
  judge: (text: unknown) => z.input<Declared> | Refusal,
  declared: Declared,
) {
  return z.preprocess((value: unknown, ctx) => {
    const judged = judge(toTrimmedText(value));
    if (!(judged instanceof Refusal)) return judged;
    const kept = judged.kept !== undefined;
    ctx.addIssue({ code: 'custom', message: judged.message, input: value, continue: kept });
    return kept ? judged.kept : z.NEVER;
  }, declared);
}

/** The optional form of a judged field: absent ('' and null included) is `undefined`, anything else is judged. */
function optionalJudgedField<Declared extends z.ZodType>(
  judge: (text: unknown) => z.input<Declared> | Refusal,
  declared: Declared,
) {
  return judgedField((text) => (text === undefined ? undefined : judge(text)), declared.optional());
}

/** A text field as the OpenAPI document shows it. */
function documented(bounds: { minLength?: number; maxLength?: number; pattern?: string }) {
  return z.string().meta(bounds);
}

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

function judgeDecimal(text: unknown, rules: DecimalRules): string | Refusal {
  if (typeof text !== 'string') return new Refusal(rules.required);
  if (text.length > (rules.maxLength ?? 30))
    return new Refusal(rules.lengthMessage ?? MESSAGES.fourteenDigits);
  if (NEGATIVE_DECIMAL.test(text)) return new Refusal(rules.negativeMessage ?? MESSAGES.negativeAmount);
  if (!PLAIN_DECIMAL.test(text)) return new Refusal(rules.invalidMessage ?? MESSAGES.dotDecimals);
  if (countDecimals(text) > rules.maxDecimals) return new Refusal(rules.decimalsMessage, text);
  return text;
}

function documentDecimal(rules: Omit<DecimalRules, 'required'>) {
  return documented({ maxLength: rules.maxLength ?? 30, pattern: PLAIN_DECIMAL.source });
}

/** A required non-negative decimal, as plain text (`12.5`). */
export function decimalField(rules: DecimalRules) {
  return judgedField((text) => judgeDecimal(text, rules), documentDecimal(rules));
}

/** An optional non-negative decimal; '' and null count as absent. */
export function optionalDecimalField(rules: Omit<DecimalRules, 'required'>) {
  const required = { ...rules, required: rules.decimalsMessage };
  return optionalJudgedField((text) => judgeDecimal(text, required), documentDecimal(rules));
}

const DIGITS = /^\d+$/;

function judgeCode<const T extends readonly [string, ...string[]]>(
  text: unknown,
  codes: T,
  message: string,
): T[number] | Refusal {
  const code = typeof text === 'string' && DIGITS.test(text) ? text.padStart(codes[0].length, '0') : text;
  return codes.includes(code as string) ? (code as T[number]) : new Refusal(message);
}

/** A code from a fixed list; numbers and unpadded texts are padded to the codes' width (1 → '01'). */
export function codeField<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return judgedField((text) => judgeCode(text, codes, message), z.enum(codes));
}

/** An optional code; '' and null count as absent. */
export function optionalCodeField<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return optionalJudgedField((text) => judgeCode(text, codes, message), z.enum(codes));
}

type TextRules = { min?: number; max: number; lengthMessage: string; alphanumeric?: string };

function judgeText(text: unknown, required: string, rules: TextRules): string | Refusal {
  if (typeof text !== 'string') return new Refusal(required);
  if (text.length < (rules.min ?? 1) || text.length > rules.max) return new Refusal(rules.lengthMessage);
  if (!isXmlText(text)) return new Refusal(MESSAGES.invalidCharacters);
  if (rules.alphanumeric && !isAlphanumericText(text)) return new Refusal(rules.alphanumeric, text);
  return text;
}

function documentText(rules: TextRules) {
  return documented({ minLength: rules.min ?? 1, maxLength: rules.max });
}

/** Required text, trimmed, with length bounds (and the spec's "alphanumeric" when asked). */
export function textField(required: string, rules: TextRules) {
  return judgedField((text) => judgeText(text, required, rules), documentText(rules));
}

/** Optional text; '' and null count as absent. */
export function optionalTextField(rules: TextRules) {
  return optionalJudgedField((text) => judgeText(text, rules.lengthMessage, rules), documentText(rules));
}

function judgeDigits(
  text: unknown,
  required: string,
  digits: RegExp,
  message: string,
  isPositive: boolean,
): string | Refusal {
  if (typeof text !== 'string') return new Refusal(required);
  if (!digits.test(text)) return new Refusal(message);
  if (isPositive && !/[1-9]/.test(text)) return new Refusal(message, text);
  return text;
}

function digitsPattern(maxDigits: number): RegExp {
  return new RegExp(`^\\d{1,${maxDigits}}$`);
}

/** Digits only, 1 to `maxDigits` long, not zero when `isPositive` (integers of the schema). */
export function digitsField(required: string, maxDigits: number, message: string, isPositive = true) {
  const digits = digitsPattern(maxDigits);
  return judgedField(
    (text) => judgeDigits(text, required, digits, message, isPositive),
    documented({ pattern: digits.source }),
  );
}

/** Optional digits; '' and null count as absent. */
export function optionalDigitsField(maxDigits: number, message: string, isPositive = true) {
  const digits = digitsPattern(maxDigits);
  return optionalJudgedField(
    (text) => judgeDigits(text, message, digits, message, isPositive),
    documented({ pattern: digits.source }),
  );
}

function judgeDateTime(text: unknown, required: string): string | Refusal {
  if (typeof text !== 'string') return new Refusal(required);
  return parsePanamaDateTime(text) === null ? new Refusal(MESSAGES.dateInvalid) : text;
}

/** A date or date-time text (Panama time when it has no zone). */
export function dateTimeField(required: string) {
  return judgedField((text) => judgeDateTime(text, required), z.string());
}

/** An optional date or date-time; '' and null count as absent. */
export function optionalDateTimeField() {
  return optionalJudgedField((text) => judgeDateTime(text, MESSAGES.dateInvalid), z.string());
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
