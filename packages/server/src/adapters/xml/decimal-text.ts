/**
 * Exact arithmetic on the non-negative decimal texts of an rFE (up to 6 decimals, as the schema's amount
 * types allow), with BigInt so no amount ever passes through a float.
 */
const DECIMALS = 6;
const DECIMAL_TEXT = /^(?:\d{1,15}(?:\.\d{0,6})?|\.\d{1,6})$/;

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** Sums the values exactly, then rounds half-up to `decimals` places: `['0.125', '1']`, 2 → `'1.13'`. */
export function sumDecimalTexts(values: readonly string[], decimals: number): string {
  let sum = 0n;
  for (const value of values) sum += toMicros(value);
  const step = 10n ** BigInt(DECIMALS - decimals);
  const rounded = (sum + step / 2n) / step;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function toMicros(value: string): bigint {
  const dot = value.indexOf('.');
  const whole = dot < 0 ? value : value.slice(0, dot);
  const fraction = dot < 0 ? '' : value.slice(dot + 1);
  return BigInt((whole || '0') + fraction.padEnd(DECIMALS, '0'));
}
