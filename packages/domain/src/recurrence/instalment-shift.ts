const DAY_MS = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
}

/** A date or date-time text moved by whole days; its time and zone, if any, stay as written. */
function shiftDateText(text: string, days: number): string {
  const day = text.slice(0, 10);
  const instant = Date.parse(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(instant)) return text;
  return new Date(instant + days * DAY_MS).toISOString().slice(0, 10) + text.slice(10);
}

/**
 * A generation body whose instalments (`pagoPlazos`) fall due `days` later: a schedule keeps its
 * instalments as terms from the day its body was stored (30 days after, 60 days after…), and each
 * occurrence gets them counted from the day it is issued. Anything else in the body stays as it was.
 */
export function shiftInstalmentDates(body: Record<string, unknown>, days: number): Record<string, unknown> {
  if (days === 0 || !Array.isArray(body.pagoPlazos)) return body;
  const pagoPlazos = (body.pagoPlazos as unknown[]).map((instalment) => {
    if (instalment === null || typeof instalment !== 'object') return instalment;
    const due = (instalment as { fechaVencimiento?: unknown }).fechaVencimiento;
    return typeof due === 'string'
      ? { ...instalment, fechaVencimiento: shiftDateText(due, days) }
      : instalment;
  });
  return { ...body, pagoPlazos };
}
