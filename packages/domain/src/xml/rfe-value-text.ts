import { type Decimal, formatFixed2, formatTrimmed, formatUpTo6 } from '../money/index.ts';

/**
 * The text forms the rFE schema gives numbers, one function per kind. The XML writer writes every value
 * with them, and whatever shows a document without writing its XML (the CAFE preview) uses the same
 * ones, so a printed amount is the amount the signed document carries.
 */

/** montoTipo01: totals, freight and insurance, exactly 2 decimals. */
export function formatRfeTotal(value: Decimal): string {
  return formatFixed2(value);
}

/** montoTipo06: item amounts, unit prices and item taxes, 2 to 6 decimals. */
export function formatRfeItemAmount(value: Decimal): string {
  return formatUpTo6(value);
}

/** montoTipo31: quantities (and the logistics weight), 2 to 6 decimals. */
export function formatRfeQuantity(value: Decimal): string {
  return formatTrimmed(value, 2, 6);
}

/** The export group's exchange rate and foreign-currency total, 2 to 4 decimals. */
export function formatRfeExportAmount(value: Decimal): string {
  return formatTrimmed(value, 2, 4);
}

/** pesoType and the new vehicle's measures: up to 4 decimals, no trailing zeros. */
export function formatRfeMeasure(value: Decimal): string {
  return formatTrimmed(value, 0, 4);
}

/** dSecItem of an item: 3 digits. */
export function formatRfeItemSequence(sequence: number): string {
  return String(sequence).padStart(3, '0');
}

/** dSecItem of an instalment: 2 digits. */
export function formatRfeInstalmentSequence(sequence: number): string {
  return String(sequence).padStart(2, '0');
}
