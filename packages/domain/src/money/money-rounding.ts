import { Decimal, ZERO, type DecimalValue } from './money-decimal.ts';

/**
 * Decimal places of each kind of amount (spec 002 §9, FACTS §1): line totals keep 6, item taxes and
 * document totals 2, discounts typed as values 2; unit prices and quantities carry up to 6.
 */
export const PRECISION = {
  lineTotal: 6,
  unitPrice: 6,
  unitDiscount: 6,
  quantity: 6,
  discount: 2,
  itemTax: 2,
  total: 2,
} as const;

/** Rounds half-up (a tie goes away from zero) to `places` decimals. */
export function roundHalfUp(value: DecimalValue, places: number): Decimal {
  const decimal = value instanceof Decimal ? value : new Decimal(value);
  return decimal.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** Rounds a document total to its 2 decimals. */
export function roundTotal(value: DecimalValue): Decimal {
  return roundHalfUp(value, PRECISION.total);
}

/** Adds amounts exactly (no rounding). */
export function sumAmounts(values: readonly Decimal[]): Decimal {
  return values.length === 0 ? ZERO : Decimal.sum(...values);
}
