import { sql } from 'kysely';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Db } from '../../adapters/db/open-database.ts';

/** Products (the active ones unless told) whose code or description contains the term, accent- and case-insensitively. */
export async function findMatchingProducts(
  db: Db,
  ruc: string,
  term: string,
  limit: number,
  isInactiveIncluded: boolean,
) {
  const pattern = `%${escapeLike(term)}%`;
  let query = db.selectFrom('products').selectAll().where('company_ruc', '=', ruc);
  if (!isInactiveIncluded) query = query.where('active', '=', true);
  return (
    query
      .where((eb) =>
        eb.or([
          eb('main_code', 'ilike', pattern),
          eb('aux_code', 'ilike', pattern),
          eb(
            sql`translate(lower(description), 'áéíóúüñ', 'aeiouun')`,
            'like',
            sql`translate(lower(${pattern}), 'áéíóúüñ', 'aeiouun')`,
          ),
        ]),
      )
      // Accent-free order, as the match: no index gives it, so the planner takes the trigram indexes and sorts
      // what they found, instead of walking (company_ruc, description) past every product that does not match.
      .orderBy(sql`translate(lower(description), 'áéíóúüñ', 'aeiouun')`)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}
