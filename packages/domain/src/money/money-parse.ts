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
