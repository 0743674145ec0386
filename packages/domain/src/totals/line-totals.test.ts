import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/index.ts';
import { computeLineTotals, type LineInput } from './index.ts';

const line = (overrides: Partial<LineInput>): LineInput => ({
  quantity: new Decimal(1),
  unitPrice: new Decimal(1),
  itbmsCode: '01',
  ...overrides,
});

describe('line totals', () => {
  it('prices 35 bottles at 0.35 with 7 % ITBMS as the DGI sample does (12.25 + 0.86 = 13.11)', () => {
    const totals = computeLineTotals(line({ quantity: new Decimal(35), unitPrice: new Decimal('0.35') }));
    expect(totals.itemPrice.toFixed()).toBe('12.25');
    expect(totals.itbms.toFixed()).toBe('0.86');
    expect(totals.itemTotal.toFixed()).toBe('13.11');
  });

  it('takes a discount by value per unit (7.49 − 0.70 → 6.79, ITBMS 0.48)', () => {
    const totals = computeLineTotals(
      line({ unitPrice: new Decimal('7.49'), discount: { kind: 'value', amount: new Decimal('0.70') } }),
    );
    expect(totals.unitDiscount.toFixed()).toBe('0.7');
    expect(totals.itemPrice.toFixed()).toBe('6.79');
    expect(totals.itemTotal.toFixed()).toBe('7.27');
  });

  it('multiplies a value discount by the quantity', () => {
    const totals = computeLineTotals(
      line({
        quantity: new Decimal(4),
        unitPrice: new Decimal(10),
        discount: { kind: 'value', amount: new Decimal(2) },
      }),
    );
    expect(totals.itemPrice.toFixed()).toBe('32');
  });

  it('applies a percentage to quantity × price, keeping six decimals per unit', () => {
    const totals = computeLineTotals(
      line({
        quantity: new Decimal(3),
        unitPrice: new Decimal('0.35'),
        discount: { kind: 'percentage', amount: new Decimal('12.5') },
      }),
    );
    expect(totals.unitDiscount.toFixed()).toBe('0.04375');
    expect(totals.itemPrice.toFixed()).toBe('0.91875');
    expect(totals.itbms.toFixed()).toBe('0.06');
  });

  it('adds freight, insurance, ISC and other taxes into the item total (558 + 5 + 39.06 = 602.06)', () => {
    const plain = computeLineTotals(
      line({ quantity: new Decimal(6), unitPrice: new Decimal(93), freight: new Decimal(5) }),
    );
    expect(plain.itemTotal.toFixed(2)).toBe('602.06');
    const taxed = computeLineTotals(
      line({
        quantity: new Decimal(2),
        unitPrice: new Decimal('10.25'),
        itbmsCode: '02',
        iscRate: '0.1325',
        otis: [{ code: '01', amount: new Decimal('0.5') }],
        insurance: new Decimal('1.10'),
      }),
    );
    expect(taxed.itemPrice.toFixed()).toBe('20.5');
    expect(taxed.itbms.toFixed()).toBe('2.05');
    expect(taxed.isc.toFixed()).toBe('2.72');
    expect(taxed.itemTotal.toFixed(2)).toBe('26.87');
  });

  it('charges 0 %, 7 %, 10 % and 15 % for ITBMS codes 00 to 03', () => {
    const taxes = (['00', '01', '02', '03'] as const).map((itbmsCode) =>
      computeLineTotals(line({ unitPrice: new Decimal(100), itbmsCode })).itbms.toFixed(),
    );
    expect(taxes).toEqual(['0', '7', '10', '15']);
  });
});
