import { Decimal, type DecimalValue } from './money-decimal.ts';
import { roundHalfUp } from './money-rounding.ts';

function toDecimal(value: DecimalValue): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/**
 * Text forms of amounts as the rFE schema types want them: montoTipo01 (totals, exactly 2 decimals),
 * montoTipo06 (item amounts and unit prices, 2 to 6 decimals) and montoTipo31 (quantities, up to 6).
 * Values are rounded half-up first, so a caller never leaks more decimals than the type allows.
 */

/** Exactly two decimals: `12.5` → `12.50` (toFixed rounds half-up, the constructor's mode). */
export function formatFixed2(value: DecimalValue): string {
  return toDecimal(value).toFixed(2);
}

/** Between `minDecimals` and `maxDecimals` decimals, dropping trailing zeros beyond the minimum. */
export function formatTrimmed(value: DecimalValue, minDecimals: number, maxDecimals: number): string {
  const text = toDecimal(value).toFixed(maxDecimals);
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let end = text.length;
  const minEnd = dot + 1 + minDecimals;
  while (end > minEnd && text.charCodeAt(end - 1) === 48) end--;
  return minDecimals === 0 && end === dot + 1 ? text.slice(0, dot) : text.slice(0, end);
}

/** Unit prices and item amounts: 2 to 6 decimals (`0.35` → `0.35`, `0.1234567` → `0.123457`). */
export function formatUpTo6(value: DecimalValue): string {
  return formatTrimmed(value, 2, 6);
}

/** Number of digits before the decimal point of a non-negative value once rounded to `places`. */
export function countIntegerDigits(value: DecimalValue, places = 0): number {
  const text = roundHalfUp(value, places).abs().toFixed(places);
  const dot = text.indexOf('.');
  return dot < 0 ? text.length : dot;
}

/**
 * Digits of the text {@link formatTrimmed} writes, leading zero included: an upper bound of what a
 * schema's totalDigits facet counts, so a value that passes this never fails the facet.
 */
export function countFormattedDigits(value: DecimalValue, minDecimals: number, maxDecimals: number): number {
  return formatTrimmed(value, minDecimals, maxDecimals).replace('.', '').length;
}
