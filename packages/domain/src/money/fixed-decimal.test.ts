import decimalDefault from 'decimal.js';
import type { Decimal as DecimalJsClass } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './fixed-decimal.ts';

// The reference: decimal.js configured as the product configured it before it had its own Decimal.
const DecimalJs = (decimalDefault as unknown as typeof DecimalJsClass).clone({
  precision: 40,
  rounding: 4,
  toExpNeg: -40,
  toExpPos: 40,
});

/** Decimal texts as amounts, rates and quantities come, plus signed zeros, long digit runs and exponents. */
const decimalText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', '-'),
      fc.bigInt({ min: 0n, max: 10n ** 16n }),
      fc.integer({ min: 0, max: 8 }),
      fc.constantFrom('', '0', '00'),
    )
    .map(([sign, digits, scale, zeros]) => {
      const text = digits.toString().padStart(scale + 1, '0');
      const whole = text.slice(0, text.length - scale);
      return scale === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(text.length - scale)}${zeros}`;
    }),
  fc.constantFrom('0', '-0', '0.000', '-0.00', '0.5', '-0.5', '1.005', '-2.5', '9.999999', '100', '0.07'),
  fc
    .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^[1-9]\d{0,44}$/), fc.integer({ min: -60, max: 60 }))
    .map(([sign, digits, exponent]) => `${sign}${digits}e${exponent}`),
);

const pair = fc.tuple(decimalText, decimalText);
const RUNS = { numRuns: 3000 };

function both(text: string): [Decimal, DecimalJsClass] {
  return [new Decimal(text), new DecimalJs(text)];
}

describe('Decimal against decimal.js', () => {
  it('reads and writes every text the same', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const [ours, reference] = both(text);
        expect(ours.toString()).toBe(reference.toString());
        expect(ours.valueOf()).toBe(reference.valueOf());
        expect(ours.toFixed()).toBe(reference.toFixed());
        expect(ours.toNumber()).toBe(reference.toNumber());
        expect(ours.isZero()).toBe(reference.isZero());
        expect(ours.isNegative()).toBe(reference.isNegative());
        expect(ours.isInteger()).toBe(reference.isInteger());
        expect(ours.decimalPlaces()).toBe(reference.decimalPlaces());
        expect(ours.abs().valueOf()).toBe(reference.abs().valueOf());
        expect(ours.negated().valueOf()).toBe(reference.negated().valueOf());
      }),
      RUNS,
    );
  });

  it('rounds to places in every mode, and writes fixed decimals the same', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<DecimalJsClass.Rounding>(0, 1, 2, 3, 4, 5, 6),
        (text, places, mode) => {
          const [ours, reference] = both(text);
          expect(ours.toDecimalPlaces(places, mode).valueOf()).toBe(
            reference.toDecimalPlaces(places, mode).valueOf(),
          );
          expect(ours.toFixed(places, mode)).toBe(reference.toFixed(places, mode));
          expect(ours.toFixed(places)).toBe(reference.toFixed(places));
        },
      ),
      RUNS,
    );
  });

  it('adds, subtracts, multiplies, divides and compares the same', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const [x, refX] = both(a);
        const [y, refY] = both(b);
        expect(x.plus(y).valueOf()).toBe(refX.plus(refY).valueOf());
        expect(x.minus(y).valueOf()).toBe(refX.minus(refY).valueOf());
        expect(x.times(y).valueOf()).toBe(refX.times(refY).valueOf());
        if (!y.isZero()) expect(x.dividedBy(y).valueOf()).toBe(refX.dividedBy(refY).valueOf());
        expect(x.comparedTo(y)).toBe(refX.comparedTo(refY));
        expect(x.equals(b)).toBe(refX.equals(b));
        expect(x.greaterThan(y)).toBe(refX.greaterThan(refY));
        expect(x.lessThanOrEqualTo(y)).toBe(refX.lessThanOrEqualTo(refY));
        expect(Decimal.max(x, y).valueOf()).toBe(DecimalJs.max(refX, refY).valueOf());
        expect(Decimal.min(a, b).valueOf()).toBe(DecimalJs.min(a, b).valueOf());
        expect(Decimal.sum(x, y, a).valueOf()).toBe(DecimalJs.sum(refX, refY, a).valueOf());
      }),
      RUNS,
    );
  });

  it('reads numbers and bigints the same', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()), (value) => {
        expect(new Decimal(value).valueOf()).toBe(new DecimalJs(value).valueOf());
      }),
      RUNS,
    );
    expect(new Decimal(12n).toString()).toBe('12');
  });

  it('refuses what is not a decimal, as decimal.js does, and exponents no amount has', () => {
    for (const text of ['', ' 1.5', '1.5 ', 'abc', '.', '-', '1,5', '1e', 'e5']) {
      expect(() => new Decimal(text)).toThrow('[DecimalError] Invalid argument');
      expect(() => new DecimalJs(text)).toThrow('[DecimalError] Invalid argument');
    }
    expect(() => new Decimal('1e100000')).toThrow('[DecimalError] Invalid argument');
    expect(() => new Decimal(1).dividedBy(0)).toThrow('[DecimalError] Division by zero');
  });
});
