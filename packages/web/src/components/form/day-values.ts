import dayjs, { type Dayjs } from 'dayjs';

/** The day as the forms hold it and the requests send it. */
export const isoDayFormat = 'YYYY-MM-DD';

/**
 * What a form holds for a typed text that is no day ('31-02-2026', '12-1_-2026'): not '' (that reads as
 * "nothing typed" and lets a mistyped day pass unnoticed) but a text no day schema accepts, so the shared
 * rules answer 'Formato inválido.'.
 */
export const unreadableDay = 'dd-mm-aaaa';

/** The form's value for what the picker holds: '' for nothing, the ISO day, or `unreadableDay`. */
export function toFormDay(day: Dayjs | null): string {
  if (day === null) return '';
  return day.isValid() ? day.format(isoDayFormat) : unreadableDay;
}

/** The picker's day for a form value; null for '' and for anything that is no day. */
export function toPickerDay(value: string): Dayjs | null {
  if (value === '' || value === unreadableDay) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

/**
 * The latest day the end's calendar offers (spec 001 §5): today, or `maxRangeDays` after the start when that
 * comes first. Only the calendar is bounded: a later day typed by hand reaches the form and is refused there
 * with its message, never moved to another day.
 */
export function latestEndDay(start: string, today: string, maxRangeDays?: number): string {
  const startDay = toPickerDay(start);
  if (startDay === null || maxRangeDays === undefined) return today;
  const widest = startDay.add(maxRangeDays, 'day').format(isoDayFormat);
  return widest < today ? widest : today;
}
