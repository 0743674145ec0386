import { describe, expect, it } from 'vitest';
import { formatAmount, formatAvailableVouchers } from './amount-format.ts';

describe('showing amounts', () => {
  it('prefixes the currency and always shows two decimals', () => {
    expect(formatAmount('1234.5')).toBe('$. 1,234.50');
    expect(formatAmount(0)).toBe('$. 0.00');
  });

  it('rounds half up at the second decimal, exactly for decimal strings', () => {
    expect(formatAmount('1.005')).toBe('$. 1.01');
    expect(formatAmount('2.675')).toBe('$. 2.68');
    expect(formatAmount('2.674')).toBe('$. 2.67');
  });

  it('rounds negative amounts away from zero like the fiscal rounding does', () => {
    expect(formatAmount('-10.125')).toBe('$. -10.13');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('showing the available vouchers', () => {
  it("shows an unlimited plan as 'Ilimitado'", () => {
    expect(formatAvailableVouchers(-1)).toBe('Ilimitado');
  });

  it('shows a count with thousands separators', () => {
    expect(formatAvailableVouchers(1500)).toBe('1,500');
    expect(formatAvailableVouchers(0)).toBe('0');
  });
});
