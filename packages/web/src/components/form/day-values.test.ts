import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { latestEndDay, toFormDay, toPickerDay, unreadableDay } from './day-values.ts';

describe('the day a date field hands its form', () => {
  it('is the ISO day, nothing when cleared, and a mark no day schema accepts when mistyped', () => {
    expect(toFormDay(dayjs('2026-11-03'))).toBe('2026-11-03');
    expect(toFormDay(null)).toBe('');
    expect(toFormDay(dayjs('31-1_-2026 a medio escribir'))).toBe(unreadableDay);
    expect(unreadableDay).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads back into the picker only when it is a day', () => {
    expect(toPickerDay('2026-11-03')?.format('DD-MM-YYYY')).toBe('03-11-2026');
    expect(toPickerDay('')).toBeNull();
    expect(toPickerDay(unreadableDay)).toBeNull();
  });
});

describe('the latest end the calendar offers', () => {
  it('is today, or the widest range after the start when that comes first', () => {
    expect(latestEndDay('', '2026-11-20')).toBe('2026-11-20');
    expect(latestEndDay('2026-11-01', '2026-11-20', 42)).toBe('2026-11-20');
    expect(latestEndDay('2026-09-01', '2026-11-20', 42)).toBe('2026-10-13');
    expect(latestEndDay(unreadableDay, '2026-11-20', 42)).toBe('2026-11-20');
  });
});
