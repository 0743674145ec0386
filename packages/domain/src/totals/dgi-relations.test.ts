import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/index.ts';
import {
  ITBMS_CODES,
  ISC_RATE_LITERALS,
  computeDocumentTotals,
  computeLineTotals,
  type LineInput,
} from './index.ts';

const RATES: Record<string, string> = { '00': '0', '01': '0.07', '02': '0.10', '03': '0.15' };
const HALF_CENT = new Decimal('0.005');

/** A decimal with up to `decimals` decimals in [0, max]. */
const amount = (max: number, decimals: number) =>
  fc
    .integer({ min: 0, max: decimals })
    .chain((places) =>
      fc
        .integer({ min: 0, max: max * 10 ** places })
        .map((units) => new Decimal(units).dividedBy(10 ** places)),
    );

const lineArbitrary: fc.Arbitrary<LineInput> = fc
  .record({
    quantity: amount(9_999, 6).filter((value) => value.greaterThan(0)),
    unitPrice: amount(99_999, 6),
    discount: fc.option(
      fc.record({
        kind: fc.constantFrom('value' as const, 'percentage' as const),
        share: fc.integer({ min: 0, max: 10_000 }),
      }),
    ),
    itbmsCode: fc.constantFrom(...ITBMS_CODES),
    iscRate: fc.option(fc.constantFrom(...ISC_RATE_LITERALS), { nil: undefined }),
    otis: fc
      .subarray(['01', '02'] as const)
      .chain((codes) =>
        fc.tuple(...codes.map((code) => amount(100, 6).map((value) => ({ code, amount: value })))),
      ),
    freight: fc.option(amount(1_000, 2), { nil: undefined }),
    insurance: fc.option(amount(1_000, 2), { nil: undefined }),
  })
  .map(({ discount, ...line }) => ({
    ...line,
    discount:
      discount === null
        ? undefined
        : discount.kind === 'percentage'
          ? { kind: 'percentage' as const, amount: new Decimal(discount.share).dividedBy(100) }
          : {
              kind: 'value' as const,
              amount: line.unitPrice.times(discount.share).dividedBy(10_000).toDecimalPlaces(2, 1),
            },
  }));

const sum = (values: readonly Decimal[]) =>
  values.reduce((total, value) => total.plus(value), new Decimal(0));

describe('totals always satisfy the DGI relations', () => {
  it('item rules 2053, 2056, 2150 and 2152 hold for any line', () => {
    fc.assert(
      fc.property(lineArbitrary, (input) => {
        const line = computeLineTotals(input);
        const expectedPrice = input.quantity.times(input.unitPrice.minus(line.unitDiscount));
        expect(line.itemPrice.minus(expectedPrice).abs().lessThanOrEqualTo('0.0000005')).toBe(true);
        expect(line.itemPrice.decimalPlaces()).toBeLessThanOrEqual(6);
        expect(line.unitDiscount.lessThanOrEqualTo(input.unitPrice)).toBe(true);
        expect(Object.keys(RATES)).toContain(line.itbmsCode);
        const rate = RATES[line.itbmsCode] ?? '0';
        expect(line.itbms.minus(line.itemPrice.times(rate)).abs().lessThanOrEqualTo(HALF_CENT)).toBe(true);
        const parts = [
          line.itemPrice,
          line.itbms,
          line.isc,
          line.freight,
          line.insurance,
          ...line.otis.map((oti) => oti.amount),
        ];
        expect(line.itemTotal.equals(sum(parts))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('document rules 2500–2514 hold for any document', () => {
    const documentArbitrary = fc.record({
      lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 40 }),
      discountShares: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }),
      payments: fc.array(amount(100_000, 6), { minLength: 1, maxLength: 10 }),
      paymentTime: fc.constantFrom('1' as const, '2' as const, '3' as const),
      retentionCode: fc.option(
        fc.constantFrom('1' as const, '2' as const, '3' as const, '4' as const, '7' as const, '8' as const),
        {
          nil: undefined,
        },
      ),
    });
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const lines = input.lines.map(computeLineTotals);
        const itemsSum = sum(lines.map((line) => line.itemTotal));
        const totals = computeDocumentTotals({
          lines,
          additionalDiscounts: input.discountShares.map((share) =>
            itemsSum.times(share).dividedBy(100).toDecimalPlaces(2, 1),
          ),
          payments: input.payments,
          instalments: [],
          paymentTime: input.paymentTime,
          retentionCode: input.retentionCode,
        });
        const near = (a: Decimal, b: Decimal) => a.minus(b).abs().lessThanOrEqualTo(HALF_CENT);
        // 2500, 2501, 2514: sums of the items.
        expect(near(totals.netTotal, sum(lines.map((line) => line.itemPrice)))).toBe(true);
        expect(totals.itbmsTotal.equals(sum(lines.map((line) => line.itbms)))).toBe(true);
        expect(totals.iscTotal.equals(sum(lines.map((line) => line.isc)))).toBe(true);
        expect(near(totals.itemsTotal, itemsSum)).toBe(true);
        // 2503: taxed total.
        const otiSum = sum(totals.otiTotals.map((oti) => oti.amount));
        expect(totals.taxedTotal.equals(totals.itbmsTotal.plus(totals.iscTotal).plus(otiSum))).toBe(true);
        // 2507: document total = items − additional discounts (freight and insurance live in the items).
        expect(totals.discountTotal.equals(sum(totals.additionalDiscounts))).toBe(true);
        expect(totals.documentTotal.equals(totals.itemsTotal.minus(totals.discountTotal))).toBe(true);
        expect(totals.documentTotal.isNegative()).toBe(false);
        // 2510, 2513.
        expect(totals.receivedTotal.equals(sum(totals.payments))).toBe(true);
        expect(totals.itemCount).toBe(input.lines.length);
        // Totals are written with exactly 2 decimals: none may carry more.
        for (const value of [
          totals.netTotal,
          totals.itbmsTotal,
          totals.taxedTotal,
          totals.itemsTotal,
          totals.documentTotal,
          totals.receivedTotal,
          ...totals.payments,
        ]) {
          expect(value.decimalPlaces()).toBeLessThanOrEqual(2);
        }
        if (input.retentionCode) {
          const share = ['1', '3'].includes(input.retentionCode) ? 1 : input.retentionCode === '8' ? 0 : 0.5;
          expect(near(totals.retention?.amount ?? new Decimal(-1), totals.itbmsTotal.times(share))).toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
