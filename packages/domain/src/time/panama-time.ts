/**
 * Panama keeps UTC−5 all year (no daylight saving), so local dates and times are plain arithmetic on
 * the instant. Dates in the rFE are written `YYYY-MM-DDThh:mm:ss-05:00` (FACTS §1).
 */
const OFFSET_MS = 5 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parseOffsetMs(zone: string | undefined): number {
  if (zone === undefined) return -OFFSET_MS;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60 * 1000;
}

/**
 * Reads a date (`2025-03-01`, midnight in Panama) or a date-time with or without a zone (without one
 * it is Panama time). Returns null for anything else, including impossible dates such as 02-30.
 */
export function parsePanamaDateTime(text: string): Date | null {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    if (!isRealDate(year, month, day)) return null;
    return new Date(Date.UTC(year, month - 1, day) + OFFSET_MS);
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? '0')];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  return new Date(local - parseOffsetMs(match[7]));
}

/** The instant as Panama wall-clock fields. */
function toPanamaFields(instant: Date): Date {
  return new Date(instant.getTime() - OFFSET_MS);
}

/** `YYYY-MM-DDThh:mm:ss-05:00`, the rFE's fechaTZ form, seconds truncated. */
export function formatPanamaDateTime(instant: Date): string {
  const local = toPanamaFields(instant);
  return (
    `${formatPanamaDate(instant)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:` +
    `${pad(local.getUTCSeconds())}-05:00`
  );
}

/** `YYYY-MM-DD` of the instant in Panama. */
export function formatPanamaDate(instant: Date): string {
  const local = toPanamaFields(instant);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

const panamaDayText = new Intl.DateTimeFormat('es-PA', {
  timeZone: 'America/Panama',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The instant's day in Panama as the es-PA locale writes it (month first), for notices and e-mails. */
export function formatPanamaDayText(instant: Date): string {
  return panamaDayText.format(instant);
}

/**
 * The instant's Panama wall-clock fields as if they were UTC, for formats that hold a date without a zone
 * (a spreadsheet cell reads a date's UTC fields).
 */
export function toPanamaWallClock(instant: Date): Date {
  return toPanamaFields(instant);
}

/** Midnight in Panama of the instant's day. */
export function startOfPanamaDay(instant: Date): Date {
  const local = toPanamaFields(instant);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + OFFSET_MS);
}

/** Midnight in Panama of the same day `months` calendar months earlier (clamped to the month's end). */
export function startOfPanamaDayMonthsBefore(instant: Date, months: number): Date {
  const local = toPanamaFields(instant);
  const target = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day) + OFFSET_MS);
}

/** A validated date or date-time text rewritten in the rFE's form (`…T00:00:00-05:00` for a date). */
export function toRfeDateTime(text: string): string {
  const instant = parsePanamaDateTime(text);
  return instant === null ? text : formatPanamaDateTime(instant);
}
