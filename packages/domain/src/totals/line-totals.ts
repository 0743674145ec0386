import { Decimal, PRECISION, ZERO, roundHalfUp, sumAmounts } from '../money/index.ts';
import { findItbmsRate, type IscRateLiteral, type ItbmsCode, type OtiCode } from './tax-rates.ts';

export type LineDiscount = { kind: 'value' | 'percentage'; amount: Decimal };

export type LineInput = {
  quantity: Decimal;
  unitPrice: Decimal;
  /** A value is per unit (multiplied by the quantity); a percentage applies to quantity × price. */
  discount?: LineDiscount | undefined;
  itbmsCode: ItbmsCode;
  iscRate?: IscRateLiteral | undefined;
  otis?: readonly { code: OtiCode; amount: Decimal }[] | undefined;
  freight?: Decimal | undefined;
  insurance?: Decimal | undefined;
};

export type LineTotals = {
  quantity: Decimal;
  unitPrice: Decimal;
  /** dPrUnitDesc: discount per unit. */
  unitDiscount: Decimal;
  /** dPrItem = quantity × (unit price − unit discount), kept at the line-total precision (6). */
  itemPrice: Decimal;
  itbmsCode: ItbmsCode;
  /** dValITBMS = dPrItem × rate, a tax amount (2 decimals). */
  itbms: Decimal;
  iscRate: IscRateLiteral | null;
  /** dValISC = dPrItem × ISC rate (2 decimals); zero when the line has no ISC. */
  isc: Decimal;
  otis: readonly { code: OtiCode; amount: Decimal }[];
  freight: Decimal;
  insurance: Decimal;
  /** dValTotItem = dPrItem + ITBMS + ISC + OTI + freight + insurance (DGI rule 2056), exact. */
  itemTotal: Decimal;
};

const HUNDRED = new Decimal(100);

/** The per-unit discount of a line: a value as typed (2 decimals), a percentage of the unit price. */
export function computeUnitDiscount(unitPrice: Decimal, discount: LineDiscount | undefined): Decimal {
  if (!discount) return ZERO;
  if (discount.kind === 'value') return roundHalfUp(discount.amount, PRECISION.discount);
  return roundHalfUp(unitPrice.times(discount.amount).dividedBy(HUNDRED), PRECISION.unitDiscount);
}

/** Computes one item's prices and taxes the way the DGI checks them (rules 2053, 2056, 2152). */
export function computeLineTotals(line: LineInput): LineTotals {
  const unitDiscount = computeUnitDiscount(line.unitPrice, line.discount);
  const itemPrice = roundHalfUp(line.quantity.times(line.unitPrice.minus(unitDiscount)), PRECISION.lineTotal);
  const itbms = roundHalfUp(itemPrice.times(findItbmsRate(line.itbmsCode)), PRECISION.itemTax);
  const isc = line.iscRate ? roundHalfUp(itemPrice.times(line.iscRate), PRECISION.itemTax) : ZERO;
  const otis = line.otis ?? [];
  const freight = line.freight ?? ZERO;
  const insurance = line.insurance ?? ZERO;
  const itemTotal = sumAmounts([itemPrice, itbms, isc, freight, insurance, ...otis.map((oti) => oti.amount)]);
  return {
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unitDiscount,
    itemPrice,
    itbmsCode: line.itbmsCode,
    itbms,
    iscRate: line.iscRate ?? null,
    isc,
    otis,
    freight,
    insurance,
    itemTotal,
  };
}
