import { PRECISION, roundHalfUp, type Decimal } from '../money/index.ts';

/**
 * ICE of a line as the emission screen shows it (spec 002 §9):
 * (quantity × price − discount) × rate / 100, half-up to 2 decimals. The rFE has no ICE field (it is
 * a name inherited from the Ecuadorian product), so this amount never enters a document's totals.
 */
export function computeIceAmount(
  quantity: Decimal,
  unitPrice: Decimal,
  lineDiscount: Decimal,
  ratePercent: Decimal,
): Decimal {
  const base = quantity.times(unitPrice).minus(lineDiscount);
  return roundHalfUp(base.times(ratePercent).dividedBy(100), PRECISION.ice);
}
