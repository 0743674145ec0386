import { fail, succeed, type Result } from '../result.ts';

/** How often a scheduled invoice repeats (issue 28 §3). */
export type RecurrenceFrequency = 'SEMANAL' | 'MENSUAL' | 'ANUAL';

/**
 * When a scheduled invoice is issued, in Panama calendar days (`YYYY-MM-DD`): every week on a weekday
 * (`day` 1 Monday … 7 Sunday), every month on a day (1–31; a day the month lacks is its last day), or
 * every year on a month and day; from `startDate`, until `endDate` or `count` occurrences, whichever
 * comes first (neither: until it is ended by hand).
 */
export type RecurrenceRule = {
  frequency: RecurrenceFrequency;
  day: number;
  /** The month (1–12) of a yearly rule; ignored otherwise. */
  month?: number | null | undefined;
  startDate: string;
  endDate?: string | null | undefined;
  count?: number | null | undefined;
};

export type RecurrenceProblem = { path: string; message: string };

export const recurrenceMessages = {
  weekday: 'Elija el día de la semana en que se emite (lunes a domingo).',
  monthDay: 'El día del mes debe estar entre 1 y 31.',
  month: 'Elija el mes del año en que se emite.',
  startDate: 'Indique una fecha de inicio válida (AAAA-MM-DD).',
  endDate: 'La fecha de fin debe ser válida (AAAA-MM-DD) y no anterior a la de inicio.',
  count: 'La cantidad de emisiones debe ser un número entero entre 1 y 1000.',
  noOccurrence: 'Con esas fechas la programación no tendría ninguna emisión.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type CalendarDay = { year: number; month: number; day: number };

function readDay(text: string | null | undefined): CalendarDay | null {
  const match = text ? DATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function writeDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The rule's day in a month: the day itself, or the month's last day when it has fewer. */
function clampedDay(year: number, month: number, day: number): string {
  return writeDay(year, month, Math.min(day, daysInMonth(year, month)));
}

/** The first date of the rule's pattern on or after `from`, ignoring its start, end and count. */
function patternOnOrAfter(rule: RecurrenceRule, from: CalendarDay): string {
  const fromText = writeDay(from.year, from.month, from.day);
  if (rule.frequency === 'SEMANAL') {
    const weekday = ((new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay() + 6) % 7) + 1;
    return writeDay(from.year, from.month, from.day + ((rule.day - weekday + 7) % 7));
  }
  if (rule.frequency === 'MENSUAL') {
    const candidate = clampedDay(from.year, from.month, rule.day);
    return candidate >= fromText ? candidate : clampedDay(from.year, from.month + 1, rule.day);
  }
  const month = rule.month ?? 1;
  const candidate = clampedDay(from.year, month, rule.day);
  return candidate >= fromText ? candidate : clampedDay(from.year + 1, month, rule.day);
}

/** Problems of a rule as a user typed it, with the Spanish message each field shows. */
export function checkRecurrenceRule(rule: RecurrenceRule): Result<RecurrenceRule, RecurrenceProblem> {
  const problems: RecurrenceProblem[] = [];
  const isWhole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (rule.frequency === 'SEMANAL' && !isWhole(rule.day, 1, 7)) {
    problems.push({ path: 'dia', message: recurrenceMessages.weekday });
  }
  if (rule.frequency !== 'SEMANAL' && !isWhole(rule.day, 1, 31)) {
    problems.push({ path: 'dia', message: recurrenceMessages.monthDay });
  }
  if (rule.frequency === 'ANUAL' && !isWhole(rule.month ?? 0, 1, 12)) {
    problems.push({ path: 'mes', message: recurrenceMessages.month });
  }
  const start = readDay(rule.startDate);
  if (!start) problems.push({ path: 'fechaInicio', message: recurrenceMessages.startDate });
  if (rule.endDate != null && (!readDay(rule.endDate) || rule.endDate < rule.startDate)) {
    problems.push({ path: 'fechaFin', message: recurrenceMessages.endDate });
  }
  if (rule.count != null && !isWhole(rule.count, 1, 1000)) {
    problems.push({ path: 'cantidad', message: recurrenceMessages.count });
  }
  if (problems.length > 0) return fail(problems);
  if (firstOccurrence(rule) === null) {
    return fail([{ path: 'fechaFin', message: recurrenceMessages.noOccurrence }]);
  }
  return succeed(rule);
}

/** The rule's first occurrence on or after its start; null when its end comes first. */
export function firstOccurrence(rule: RecurrenceRule): string | null {
  const start = readDay(rule.startDate);
  if (!start) return null;
  const first = patternOnOrAfter(rule, start);
  return rule.endDate != null && first > rule.endDate ? null : first;
}

/**
 * The occurrence after `date` (the one just settled, which was the `settled`-th): null once the rule
 * has given its count or would pass its end date.
 */
export function nextOccurrence(rule: RecurrenceRule, date: string, settled: number): string | null {
  if (rule.count != null && settled >= rule.count) return null;
  const current = readDay(date);
  if (!current) return null;
  const after = new Date(Date.UTC(current.year, current.month - 1, current.day + 1));
  const next = patternOnOrAfter(rule, {
    year: after.getUTCFullYear(),
    month: after.getUTCMonth() + 1,
    day: after.getUTCDate(),
  });
  return rule.endDate != null && next > rule.endDate ? null : next;
}

/**
 * The next occurrence on or after `from` for a rule that restarts there (resumed after a pause, or edited):
 * the days in between are skipped, not issued late. Null when the rule has ended by then.
 */
export function nextOccurrenceFrom(rule: RecurrenceRule, from: string, settled: number): string | null {
  if (rule.count != null && settled >= rule.count) return null;
  const day = readDay(from);
  const start = readDay(rule.startDate);
  if (!day || !start) return null;
  const next = patternOnOrAfter(rule, from > rule.startDate ? day : start);
  return rule.endDate != null && next > rule.endDate ? null : next;
}
