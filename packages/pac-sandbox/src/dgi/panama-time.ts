/** Panama keeps UTC−5 all year, and the DGI writes every timestamp with that offset. */
const PANAMA_OFFSET_MS = -5 * 3600 * 1000;

/** A moment as the DGI writes it: `YYYY-MM-DDThh:mm:ss-05:00`. */
export function formatPanamaTimestamp(moment: Date): string {
  const local = new Date(moment.getTime() + PANAMA_OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}-05:00`;
}

/** The moment of a DGI timestamp (with its offset), or undefined when it is not one. */
export function parseDgiTimestamp(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(text)) return undefined;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}
