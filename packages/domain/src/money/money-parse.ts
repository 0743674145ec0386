import { Decimal } from './money-decimal.ts';

/** A plain decimal text as forms send it: digits, at most one dot, no sign, no exponent. */
export const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Parses a plain decimal text; the caller has checked it with {@link PLAIN_DECIMAL}. */
export function parseDecimal(text: string): Decimal {
  return new Decimal(text);
}

/**
 * A plain decimal text (PLAIN_DECIMAL, so unsigned) above zero: it has a digit other than 0. Read off the
 * text, so a rule on a typed amount needs no Decimal.
 */
export function isPositiveDecimalText(text: string): boolean {
  return /[1-9]/.test(text);
}

/** Digits after the dot of a plain decimal text. */
export function countDecimals(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Digits before the dot of a plain decimal text once rounded half-up to a whole number (`9.5` → 2), as
 * `countIntegerDigits` counts them, read off the text: the line rules count them on every line.
 */
export function countWholeDigitsOfText(text: string): number {
  const dot = text.indexOf('.');
  const whole = (dot < 0 ? text : text.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const roundsUp = dot >= 0 && text.charAt(dot + 1) >= '5';
  return roundsUp && /^9+$/.test(whole) ? whole.length + 1 : whole.length;
}
