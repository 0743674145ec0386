import { describe, expect, it } from 'vitest';
import {
  formatPanamaDate,
  formatPanamaDateTime,
  formatPanamaDayText,
  parsePanamaDateTime,
  startOfPanamaDayMonthsBefore,
  toRfeDateTime,
} from './panama-time.ts';

describe('Panama time', () => {
  it('writes instants at UTC−5 all year, without fractions or Z', () => {
    expect(formatPanamaDateTime(new Date('2025-01-01T04:59:59.900Z'))).toBe('2024-12-31T23:59:59-05:00');
    expect(formatPanamaDateTime(new Date('2025-07-01T17:00:00Z'))).toBe('2025-07-01T12:00:00-05:00');
    expect(formatPanamaDate(new Date('2025-03-01T04:00:00Z'))).toBe('2025-02-28');
  });

  it('writes a day for people as es-PA does, month first, on the Panama side of midnight', () => {
    expect(formatPanamaDayText(new Date('2026-03-01T03:00:00Z'))).toBe('02/28/2026');
    expect(formatPanamaDayText(new Date('2026-12-25T15:00:00Z'))).toBe('12/25/2026');
  });

  it('reads dates as Panama midnight and date-times with or without a zone', () => {
    expect(parsePanamaDateTime('2025-03-01')?.toISOString()).toBe('2025-03-01T05:00:00.000Z');
    expect(parsePanamaDateTime('2025-03-01T10:00')?.toISOString()).toBe('2025-03-01T15:00:00.000Z');
    expect(parsePanamaDateTime('2025-03-01T10:00:00.123Z')?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(parsePanamaDateTime('2025-03-01T10:00:00+0200')?.toISOString()).toBe('2025-03-01T08:00:00.000Z');
    expect(toRfeDateTime('2025-03-01')).toBe('2025-03-01T00:00:00-05:00');
  });

  it('rejects impossible dates and other spellings', () => {
    expect(parsePanamaDateTime('2025-02-29')).toBeNull();
    expect(parsePanamaDateTime('2025-03-01T24:00:00')).toBeNull();
    expect(parsePanamaDateTime('01/03/2025')).toBeNull();
  });

  it('finds the start of the same day a month earlier, clamped to the month end', () => {
    expect(startOfPanamaDayMonthsBefore(new Date('2025-03-31T15:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T05:00:00.000Z',
    );
  });
});
