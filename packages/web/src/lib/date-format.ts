const panamaDateTime = new Intl.DateTimeFormat('es-PA', {
  timeZone: 'America/Panama',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd-MM-yyyy HH:mm' in Panama time, the date format of spec 001 §2 'Reports' plus the time. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    panamaDateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A day 'YYYY-MM-DD' as the user reads days: '2026-12-05' is 05-12-2026. */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
}

const HOUR_MS = 3_600_000;

/**
 * What is left of a deadline, for a user: 'quedan 6 días y 23 h', 'quedan 45 min', or 'vencido' once it
 * has passed (the cancellation window of an authorised document).
 */
export function describeTimeLeft(untilIso: string, now: Date = new Date()): string {
  const left = new Date(untilIso).getTime() - now.getTime();
  if (left <= 0) return 'vencido';
  const days = Math.floor(left / (24 * HOUR_MS));
  const hours = Math.floor((left % (24 * HOUR_MS)) / HOUR_MS);
  if (days > 0) return `quedan ${days} ${days === 1 ? 'día' : 'días'} y ${hours} h`;
  if (hours > 0) return `quedan ${hours} h`;
  return `quedan ${Math.max(1, Math.floor(left / 60_000))} min`;
}
