import { describe, expect, it } from 'vitest';
import {
  checkRecurrenceRule,
  firstOccurrence,
  nextOccurrence,
  nextOccurrenceFrom,
  recurrenceMessages,
  type RecurrenceRule,
} from './recurrence-rule.ts';

/** The first `n` occurrences of a rule, as the daily job settles them one after another. */
function occurrences(rule: RecurrenceRule, n: number): string[] {
  const dates: string[] = [];
  let date = firstOccurrence(rule);
  while (date !== null && dates.length < n) {
    dates.push(date);
    date = nextOccurrence(rule, date, dates.length);
  }
  return dates;
}

describe('recurring invoice dates', () => {
  it('bills every month on its day, and on the last day of a month that lacks it', () => {
    const rule: RecurrenceRule = { frequency: 'MENSUAL', day: 31, startDate: '2026-01-15' };
    expect(occurrences(rule, 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(occurrences({ ...rule, day: 30, startDate: '2028-02-01' }, 2)).toEqual([
      '2028-02-29',
      '2028-03-30',
    ]);
  });

  it('starts on the start date itself when it falls on the day', () => {
    expect(occurrences({ frequency: 'MENSUAL', day: 5, startDate: '2026-03-05' }, 2)).toEqual([
      '2026-03-05',
      '2026-04-05',
    ]);
    expect(occurrences({ frequency: 'MENSUAL', day: 5, startDate: '2026-03-06' }, 1)).toEqual(['2026-04-05']);
  });

  it('bills every week on a weekday, Monday being 1 and Sunday 7', () => {
    // 2026-11-28 is a Saturday.
    expect(occurrences({ frequency: 'SEMANAL', day: 1, startDate: '2026-11-28' }, 3)).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(occurrences({ frequency: 'SEMANAL', day: 6, startDate: '2026-11-28' }, 1)).toEqual(['2026-11-28']);
    expect(occurrences({ frequency: 'SEMANAL', day: 7, startDate: '2026-12-28' }, 2)).toEqual([
      '2027-01-03',
      '2027-01-10',
    ]);
  });

  it('bills every year on a month and day, 29 February falling back to the 28th', () => {
    expect(occurrences({ frequency: 'ANUAL', day: 29, month: 2, startDate: '2027-06-01' }, 3)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
    ]);
  });

  it('stops at its count or its end date, whichever comes first', () => {
    const monthly: RecurrenceRule = { frequency: 'MENSUAL', day: 10, startDate: '2026-01-01' };
    expect(occurrences({ ...monthly, count: 3 }, 10)).toEqual(['2026-01-10', '2026-02-10', '2026-03-10']);
    expect(occurrences({ ...monthly, endDate: '2026-03-09' }, 10)).toEqual(['2026-01-10', '2026-02-10']);
    expect(occurrences({ ...monthly, endDate: '2026-03-10', count: 5 }, 10)).toHaveLength(3);
  });

  it('restarts after a pause on the next day of its pattern, without the days it missed', () => {
    const rule: RecurrenceRule = { frequency: 'MENSUAL', day: 1, startDate: '2026-01-01', count: 4 };
    expect(nextOccurrenceFrom(rule, '2026-05-20', 2)).toBe('2026-06-01');
    expect(nextOccurrenceFrom(rule, '2025-12-01', 0)).toBe('2026-01-01');
    expect(nextOccurrenceFrom(rule, '2026-05-20', 4)).toBeNull();
  });

  it('refuses a rule it cannot follow, naming the field', () => {
    const check = (rule: RecurrenceRule) => {
      const result = checkRecurrenceRule(rule);
      return result.ok ? [] : result.problems.map((problem) => `${problem.path}: ${problem.message}`);
    };
    expect(check({ frequency: 'SEMANAL', day: 8, startDate: '2026-01-01' })).toEqual([
      `dia: ${recurrenceMessages.weekday}`,
    ]);
    expect(check({ frequency: 'MENSUAL', day: 0, startDate: '2026-02-30' })).toEqual([
      `dia: ${recurrenceMessages.monthDay}`,
      `fechaInicio: ${recurrenceMessages.startDate}`,
    ]);
    expect(check({ frequency: 'ANUAL', day: 1, startDate: '2026-01-01' })).toEqual([
      `mes: ${recurrenceMessages.month}`,
    ]);
    expect(check({ frequency: 'MENSUAL', day: 1, startDate: '2026-01-05', endDate: '2026-01-01' })).toEqual([
      `fechaFin: ${recurrenceMessages.endDate}`,
    ]);
    expect(check({ frequency: 'MENSUAL', day: 1, startDate: '2026-01-05', count: 0 })).toEqual([
      `cantidad: ${recurrenceMessages.count}`,
    ]);
    expect(check({ frequency: 'MENSUAL', day: 1, startDate: '2026-01-05', endDate: '2026-01-31' })).toEqual([
      `fechaFin: ${recurrenceMessages.noOccurrence}`,
    ]);
    expect(check({ frequency: 'MENSUAL', day: 31, startDate: '2026-01-05', count: 12 })).toEqual([]);
  });
});
