import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDecimal, formatDocumentNumber, formatMoney } from './cafe-format.ts';

describe('how the CAFE spells values', () => {
  it('prints amounts with thousands separators and without noise zeros', () => {
    expect(formatDecimal('685.66')).toBe('685.66');
    expect(formatDecimal('1234567.50')).toBe('1,234,567.50');
    expect(formatDecimal('0.350000')).toBe('0.35');
    expect(formatDecimal('0.123400')).toBe('0.1234');
    expect(formatDecimal('35.000000')).toBe('35.00');
    expect(formatDecimal('6')).toBe('6.00');
    expect(formatDecimal('.5')).toBe('0.50');
    expect(formatDecimal('000123.10')).toBe('123.10');
    expect(formatDecimal('35.000000', 0)).toBe('35');
  });

  it('prints money in cents, half-up, whatever decimals the XML carries', () => {
    expect(formatMoney('51.149998')).toBe('51.15');
    expect(formatMoney('14.166665')).toBe('14.17');
    expect(formatMoney('1234.005')).toBe('1,234.01');
    expect(formatMoney('0.004999')).toBe('0.00');
    expect(formatMoney('109.05')).toBe('109.05');
  });

  it('prints DGI dates the Panamanian way, without touching the time zone', () => {
    expect(formatDateTime('2022-05-15T01:00:00-05:00')).toBe('15/05/2022 01:00:00');
    expect(formatDateTime('2016-10-06')).toBe('06/10/2016');
  });

  it('numbers a document as branch, billing point and number', () => {
    expect(
      formatDocumentNumber({
        issuer: { branch: '7006' } as never,
        billingPoint: '008',
        number: '9000000891',
      }),
    ).toBe('7006-008-9000000891');
  });
});
