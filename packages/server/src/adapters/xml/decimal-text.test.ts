import { describe, expect, it } from 'vitest';
import { isDecimalText, sumDecimalTexts } from './decimal-text.ts';

describe('decimal texts of an rFE', () => {
  it('accepts the amount forms the schema allows and nothing else', () => {
    for (const text of ['0', '12.25', '0.350000', '35.', '.5', '99999999999.99']) {
      expect(isDecimalText(text)).toBe(true);
    }
    for (const text of ['', '.', '-1.00', '1,00', '1e3', '0.1234567', ' 1.00', 'NaN']) {
      expect(isDecimalText(text)).toBe(false);
    }
  });

  it('adds item amounts exactly where floats would drift', () => {
    expect(sumDecimalTexts(['0.10', '0.20'], 2)).toBe('0.30');
    expect(
      sumDecimalTexts(
        Array.from({ length: 1000 }, () => '0.01'),
        2,
      ),
    ).toBe('10.00');
    expect(sumDecimalTexts(['12.25', '12.25', '11.55', '558.00'], 2)).toBe('594.05');
  });

  it('rounds half up to the decimals asked for', () => {
    expect(sumDecimalTexts(['0.125'], 2)).toBe('0.13');
    expect(sumDecimalTexts(['0.124999'], 2)).toBe('0.12');
    expect(sumDecimalTexts(['2.5'], 0)).toBe('3');
    expect(sumDecimalTexts([], 2)).toBe('0.00');
    expect(sumDecimalTexts(['.5', '35.'], 2)).toBe('35.50');
  });
});
