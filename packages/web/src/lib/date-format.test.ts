import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './date-format.ts';

describe('how the screens show dates', () => {
  it('shows dates and times as in Panama', () => {
    expect(formatDateTime('2026-01-01T04:30:00.000Z')).toBe('31-12-2025 23:30');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows a day as dd-mm-yyyy', () => {
    expect(formatDay('2026-12-05')).toBe('05-12-2026');
  });
});
