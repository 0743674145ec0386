import { sql } from 'kysely';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Db } from '../../adapters/db/open-database.ts';

/** Every customer, only the foreign ones (the export invoice), or the providers. */
export type CustomerSearchScope = 'all' | 'foreign' | 'providers';

/** The company's customers whose identification or name contains the term, accent- and case-insensitively. */
export async function findMatchingCustomers(
  db: Db,
  ruc: string,
  term: string,
  scope: CustomerSearchScope,
  limit: number,
) {
  const pattern = `%${escapeLike(term)}%`;
  let query = db
    .selectFrom('customers')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .where(scope === 'providers' ? 'is_provider' : 'is_customer', '=', true)
    .where((eb) =>
      eb.or([
        eb('identification', 'ilike', pattern),
        eb(
          sql`translate(lower(name), 'áéíóúüñ', 'aeiouun')`,
          'like',
          sql`translate(lower(${pattern}), 'áéíóúüñ', 'aeiouun')`,
        ),
      ]),
    );
  if (scope === 'foreign') query = query.where('receiver_type', '=', '04');
  return query.orderBy('name').limit(limit).execute();
}
