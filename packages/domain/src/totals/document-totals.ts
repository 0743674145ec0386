import { Decimal, ZERO, roundTotal, sumAmounts } from '../money/index.ts';
import type { LineTotals } from './line-totals.ts';
import { computeRetentionAmount, type RetentionCode } from './retention-amount.ts';
import { ITBMS_CODES, type ItbmsCode, type OtiCode } from './tax-rates.ts';

export type PaymentTime = '1' | '2' | '3';

export type DocumentTotalsInput = {
  lines: readonly LineTotals[];
  /** Additional discounts or bonuses on the whole document (gDescBonif). */
  additionalDiscounts: readonly Decimal[];
  /** What the customer pays with each payment form (gFormaPago); it may include a tip. */
  payments: readonly Decimal[];
  /** The share of the payments made in cash (form 02, Contado): the change is given back from it. */
  cashPaid?: Decimal | undefined;
  /** The tip the form declares; without it, what cash exceeds the total by is change and the rest tip. */
  declaredTip?: Decimal | undefined;
  /** Instalment values (gPagPlazo). */
  instalments: readonly Decimal[];
  paymentTime: PaymentTime;
  retentionCode?: RetentionCode | undefined;
};

export type ItbmsByRate = { code: ItbmsCode; base: Decimal; tax: Decimal };

/**
 * The gTot group, every amount at 2 decimals, built so the DGI relations hold exactly where they are
 * sums (2501, 2503, 2507, 2510, 2513) and within half a cent where a sum of 6-decimal item amounts is
 * rounded (2500, 2514).
 */
export type DocumentTotals = {
  /** dTotNeto = Σ dPrItem (2500). */
  netTotal: Decimal;
  /** dTotITBMS = Σ dValITBMS (2501). */
  itbmsTotal: Decimal;
  /** dTotISC = Σ dValISC; sent only when an item has ISC. */
  iscTotal: Decimal;
  hasIsc: boolean;
  /** gOTITotal: Σ dValOTI per code, in code order. */
  otiTotals: readonly { code: OtiCode; amount: Decimal }[];
  /** dTotGravado = dTotITBMS + dTotISC + Σ gOTITotal (2503). */
  taxedTotal: Decimal;
  /** dTotDesc = Σ gDescBonif/dValDesc. */
  discountTotal: Decimal;
  /** dVTotItems = Σ dValTotItem (2514). */
  itemsTotal: Decimal;
  /**
   * dVTot = dVTotItems − dTotDesc (2507). Freight and insurance travel in the items
   * (dPrAcarItem/dPrSegItem), so dTotAcar and dTotSeg are never sent (rules 2054/2055/2505/2506).
   */
  documentTotal: Decimal;
  /** dTotRec = Σ gFormaPago/dVlrCuota (2510). */
  receivedTotal: Decimal;
  /**
   * dVuelto: received above the document total, up to what was paid in cash, is the change given back
   * (a card or a transfer is charged exactly, so it leaves no change).
   */
  change: Decimal;
  /** Received above the document total and the change: the tip (propina), which has no field of its own in the rFE. */
  tip: Decimal;
  paymentTime: PaymentTime;
  /** dNroItems (2513). */
  itemCount: number;
  payments: readonly Decimal[];
  additionalDiscounts: readonly Decimal[];
  instalments: readonly Decimal[];
  instalmentsTotal: Decimal;
  retention: { code: RetentionCode; amount: Decimal } | null;
  /** Screen totals: freight and insurance of all items (they stay inside the items in the rFE). */
  freightTotal: Decimal;
  insuranceTotal: Decimal;
  /** Base and tax per ITBMS rate, for the CAFE and the screen's subtotals. */
  itbmsByRate: readonly ItbmsByRate[];
};

function sumOtiByCode(lines: readonly LineTotals[]): { code: OtiCode; amount: Decimal }[] {
  const byCode = new Map<OtiCode, Decimal>();
  for (const line of lines) {
    for (const oti of line.otis) byCode.set(oti.code, (byCode.get(oti.code) ?? ZERO).plus(oti.amount));
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, amount]) => ({ code, amount: roundTotal(amount) }));
}

function sumItbmsByRate(lines: readonly LineTotals[]): ItbmsByRate[] {
  return ITBMS_CODES.map((code) => {
    const atRate = lines.filter((line) => line.itbmsCode === code);
    return {
      code,
      base: roundTotal(sumAmounts(atRate.map((line) => line.itemPrice))),
      tax: sumAmounts(atRate.map((line) => line.itbms)),
    };
  });
}

/** Computes the document totals from computed lines (spec 002 §9, DGI rules 2500–2515). */
export function computeDocumentTotals(input: DocumentTotalsInput): DocumentTotals {
  const { lines } = input;
  const itbmsTotal = roundTotal(sumAmounts(lines.map((line) => line.itbms)));
  const iscTotal = roundTotal(sumAmounts(lines.map((line) => line.isc)));
  const otiTotals = sumOtiByCode(lines);
  const additionalDiscounts = input.additionalDiscounts.map(roundTotal);
  const discountTotal = sumAmounts(additionalDiscounts);
  const itemsTotal = roundTotal(sumAmounts(lines.map((line) => line.itemTotal)));
  const documentTotal = itemsTotal.minus(discountTotal);
  const payments = input.payments.map(roundTotal);
  const receivedTotal = sumAmounts(payments);
  const instalments = input.instalments.map(roundTotal);
  const excess = Decimal.max(ZERO, receivedTotal.minus(documentTotal));
  const cash = roundTotal(input.cashPaid ?? ZERO);
  const declaredTip = input.declaredTip === undefined ? undefined : roundTotal(input.declaredTip);
  const change =
    declaredTip === undefined
      ? Decimal.min(excess, cash)
      : Decimal.min(Decimal.max(ZERO, excess.minus(declaredTip)), cash);
  return {
    netTotal: roundTotal(sumAmounts(lines.map((line) => line.itemPrice))),
    itbmsTotal,
    iscTotal,
    hasIsc: lines.some((line) => line.iscRate !== null),
    otiTotals,
    taxedTotal: sumAmounts([itbmsTotal, iscTotal, ...otiTotals.map((oti) => oti.amount)]),
    discountTotal,
    itemsTotal,
    documentTotal,
    receivedTotal,
    change,
    tip: excess.minus(change),
    paymentTime: input.paymentTime,
    itemCount: lines.length,
    payments,
    additionalDiscounts,
    instalments,
    instalmentsTotal: sumAmounts(instalments),
    retention: input.retentionCode
      ? { code: input.retentionCode, amount: computeRetentionAmount(input.retentionCode, itbmsTotal) }
      : null,
    freightTotal: roundTotal(sumAmounts(lines.map((line) => line.freight))),
    insuranceTotal: roundTotal(sumAmounts(lines.map((line) => line.insurance))),
    itbmsByRate: sumItbmsByRate(lines),
  };
}
