import type { Db } from './open-database.ts';

/*
 * The id range of a company's documents issued on some Panama days, from the days kept by migration 0004's
 * trigger (`document_days`). A statement that adds it to its period names the month partitions it reads
 * (ADR 0186) and walks the list indexes by id (ADR 0009): the voucher lists and the dashboard.
 */

/**
 * The id range of a company's documents issued on the given Panama days (of every company's when `ruc` is
 * undefined: a range that holds a partner's or the platform's), or null when there are none.
 */
export async function findIdRange(
  db: Db,
  ruc: string | undefined,
  days: { from: string; to: string },
): Promise<{ minId: string; maxId: string } | null> {
  const row = await db
    .selectFrom('document_days')
    .select((eb) => [eb.fn.min('min_id').as('minId'), eb.fn.max('max_id').as('maxId')])
    .$if(ruc !== undefined, (query) => query.where('company_ruc', '=', ruc!))
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .executeTakeFirst();
  return row?.minId == null || row.maxId == null
    ? null
    : { minId: String(row.minId), maxId: String(row.maxId) };
}
