import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAIN_DECIMAL,
  countWholeDigitsOfText,
  Decimal,
  countFormattedDigits,
  countIntegerDigits,
  formatFixed2,
  formatTrimmed,
  formatUpTo6,
  roundHalfUp,
  roundTotal,
} from './index.ts';

describe('money', () => {
  it('rounds a tie up, where floats would round 1.005 down', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(roundTotal('1.005').toFixed(2)).toBe('1.01');
    expect(roundTotal('2.345').toFixed(2)).toBe('2.35');
    expect(roundTotal('2.3449999').toFixed(2)).toBe('2.34');
    expect(roundHalfUp('0.0000005', 6).toFixed(6)).toBe('0.000001');
  });

  it('adds decimal amounts exactly', () => {
    expect(new Decimal('0.1').plus('0.2').toFixed()).toBe('0.3');
  });

  it('writes totals with exactly two decimals', () => {
    expect(formatFixed2('12.5')).toBe('12.50');
    expect(formatFixed2('0')).toBe('0.00');
    expect(formatFixed2('99999999999.994')).toBe('99999999999.99');
  });

  it('writes unit prices and item amounts with two to six decimals', () => {
    expect(formatUpTo6('0.35')).toBe('0.35');
    expect(formatUpTo6('12')).toBe('12.00');
    expect(formatUpTo6('0.1234565')).toBe('0.123457');
    expect(formatUpTo6('7.490000')).toBe('7.49');
  });

  it('writes other decimals within their bounds', () => {
    expect(formatTrimmed('12.5000', 0, 4)).toBe('12.5');
    expect(formatTrimmed('12.0000', 0, 4)).toBe('12');
    expect(formatTrimmed('1.23456', 2, 4)).toBe('1.2346');
  });

  it('counts the integer digits and the written digits of an amount', () => {
    expect(countIntegerDigits('999999999.999')).toBe(10);
    expect(countIntegerDigits('999999999.994', 2)).toBe(9);
    expect(countFormattedDigits('9999.5', 2, 6)).toBe(6);
  });

  it('counts the whole digits of a text as of its amount rounded to a whole number', () => {
    expect(countWholeDigitsOfText('999999999.5')).toBe(10);
    expect(countWholeDigitsOfText('0009.49')).toBe(1);
    const texts = fc
      .tuple(fc.stringMatching(/^(0{0,2}[0-9]{1,4}|9{1,12})$/), fc.option(fc.stringMatching(/^[0-9]{1,6}$/)))
      .map(([whole, decimals]) => (decimals === null ? whole : `${whole}.${decimals}`));
    fc.assert(
      fc.property(texts, (text) => {
        expect(PLAIN_DECIMAL.test(text)).toBe(true);
        expect(countWholeDigitsOfText(text)).toBe(countIntegerDigits(text));
      }),
      { numRuns: 3000 },
    );
  });
});
