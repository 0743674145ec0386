import { sumDecimalTexts, type RfeLocation, type RfeView } from '../xml/index.ts';

/**
 * Text forms the CAFE prints. Amounts arrive as the XML's decimal text and are only re-spelled (grouping,
 * trailing zeros), never recomputed.
 */

/** `'1234.500000'` → `'1,234.50'`: at least `minDecimals`, trailing zeros beyond them dropped. */
export function formatDecimal(text: string, minDecimals = 2): string {
  const dot = text.indexOf('.');
  const whole = (dot < 0 ? text : text.slice(0, dot)).replace(/^0+(?=\d)/, '') || '0';
  let fraction = dot < 0 ? '' : text.slice(dot + 1);
  let end = fraction.length;
  while (end > minDecimals && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end).padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * An amount of money, rounded half-up to cents: `'51.149998'` → `'51.15'`. Item amounts (`dPrItem`,
 * `dValTotItem`) carry up to 6 decimals in the XML, but a reader counts money in cents; quantities and unit
 * prices keep what they carry (`formatDecimal`).
 */
export function formatMoney(text: string): string {
  return formatDecimal(sumDecimalTexts([text], 2));
}

/** `'2022-05-15T01:00:00-05:00'` → `'15/05/2022 01:00:00'`; a plain date gives `'15/05/2022'`. */
export function formatDateTime(text: string): string {
  const date = `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
  return text.length > 10 ? `${date} ${text.slice(11, 19)}` : date;
}

export function formatDate(text: string): string {
  return formatDateTime(text.slice(0, 10));
}

/** Branch, billing point and number, as the repositories show a document number (or a quote's own). */
export function formatDocumentNumber(
  view: Pick<RfeView, 'issuer' | 'billingPoint' | 'number' | 'displayNumber'>,
): string {
  return view.displayNumber ?? `${view.issuer.branch}-${view.billingPoint}-${view.number}`;
}

export function formatLocation(location: RfeLocation | undefined): string {
  if (!location) return '';
  return [location.corregimiento, location.district, location.province].filter(Boolean).join(', ');
}

export function joinPresent(parts: readonly (string | undefined)[], separator: string): string {
  return parts.filter((part) => part !== undefined && part !== '').join(separator);
}
