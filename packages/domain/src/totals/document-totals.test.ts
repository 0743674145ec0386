import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/index.ts';
import { computeDocumentTotals, computeLineTotals, computeRetentionAmount, type LineInput } from './index.ts';

/** The twelve items of the DGI-accepted sample document (shared/dgi/sample). */
const SAMPLE_ITEMS: LineInput[] = [
  ...Array.from({ length: 3 }, () => ({
    quantity: new Decimal(35),
    unitPrice: new Decimal('0.35'),
    itbmsCode: '01' as const,
  })),
  { quantity: new Decimal(35), unitPrice: new Decimal('0.33'), itbmsCode: '01' },
  { quantity: new Decimal(4), unitPrice: new Decimal('1.03'), itbmsCode: '01' },
  { quantity: new Decimal(1), unitPrice: new Decimal(6), itbmsCode: '01' },
  { quantity: new Decimal(1), unitPrice: new Decimal('3.53'), itbmsCode: '01' },
  { quantity: new Decimal(1), unitPrice: new Decimal('4.08'), itbmsCode: '01' },
  { quantity: new Decimal(1), unitPrice: new Decimal(13), itbmsCode: '01' },
  { quantity: new Decimal(1), unitPrice: new Decimal('1.75'), itbmsCode: '00' },
  {
    quantity: new Decimal(1),
    unitPrice: new Decimal('7.49'),
    itbmsCode: '01',
    discount: { kind: 'value', amount: new Decimal('0.70') },
  },
  { quantity: new Decimal(6), unitPrice: new Decimal(93), itbmsCode: '01', freight: new Decimal(5) },
];

describe('document totals', () => {
  it('reproduces the gTot of the DGI-accepted sample document', () => {
    const totals = computeDocumentTotals({
      lines: SAMPLE_ITEMS.map(computeLineTotals),
      additionalDiscounts: [new Decimal(10)],
      payments: [new Decimal('685.66')],
      instalments: [],
      paymentTime: '1',
    });
    expect(totals.netTotal.toFixed(2)).toBe('645.57');
    expect(totals.itbmsTotal.toFixed(2)).toBe('45.09');
    expect(totals.taxedTotal.toFixed(2)).toBe('45.09');
    expect(totals.discountTotal.toFixed(2)).toBe('10.00');
    expect(totals.itemsTotal.toFixed(2)).toBe('695.66');
    expect(totals.documentTotal.toFixed(2)).toBe('685.66');
    expect(totals.receivedTotal.toFixed(2)).toBe('685.66');
    expect(totals.itemCount).toBe(12);
    expect(totals.tip.isZero()).toBe(true);
  });

  it('shows ITBMS base and tax per rate for the CAFE', () => {
    const totals = computeDocumentTotals({
      lines: SAMPLE_ITEMS.map(computeLineTotals),
      additionalDiscounts: [],
      payments: [],
      instalments: [],
      paymentTime: '1',
    });
    const byRate = Object.fromEntries(
      totals.itbmsByRate.map((rate) => [rate.code, [rate.base.toFixed(2), rate.tax.toFixed(2)]]),
    );
    expect(byRate).toEqual({
      '00': ['1.75', '0.00'],
      '01': ['643.82', '45.09'],
      '02': ['0.00', '0.00'],
      '03': ['0.00', '0.00'],
    });
  });

  it('treats what is paid above the document total as the tip', () => {
    const totals = computeDocumentTotals({
      lines: [computeLineTotals({ quantity: new Decimal(1), unitPrice: new Decimal(100), itbmsCode: '00' })],
      additionalDiscounts: [],
      payments: [new Decimal('60'), new Decimal('50.004')],
      instalments: [],
      paymentTime: '1',
    });
    expect(totals.receivedTotal.toFixed(2)).toBe('110.00');
    expect(totals.tip.toFixed(2)).toBe('10.00');
  });

  it('adds other taxes per code into the taxed total', () => {
    const totals = computeDocumentTotals({
      lines: [
        computeLineTotals({
          quantity: new Decimal(1),
          unitPrice: new Decimal(10),
          itbmsCode: '01',
          iscRate: '0.05',
          otis: [
            { code: '02', amount: new Decimal('0.333333') },
            { code: '01', amount: new Decimal('1') },
          ],
        }),
        computeLineTotals({
          quantity: new Decimal(1),
          unitPrice: new Decimal(10),
          itbmsCode: '01',
          otis: [{ code: '02', amount: new Decimal('0.333333') }],
        }),
      ],
      additionalDiscounts: [],
      payments: [],
      instalments: [],
      paymentTime: '1',
    });
    expect(totals.otiTotals.map((oti) => [oti.code, oti.amount.toFixed(2)])).toEqual([
      ['01', '1.00'],
      ['02', '0.67'],
    ]);
    expect(totals.taxedTotal.toFixed(2)).toBe('3.57');
  });

  it('retains the whole ITBMS for codes 1 and 3, half for 2, 4 and 7, nothing for 8', () => {
    const itbms = new Decimal('45.09');
    const amounts = (['1', '2', '3', '4', '7', '8'] as const).map((code) =>
      computeRetentionAmount(code, itbms).toFixed(2),
    );
    expect(amounts).toEqual(['45.09', '22.55', '45.09', '22.55', '22.55', '0.00']);
  });
});
