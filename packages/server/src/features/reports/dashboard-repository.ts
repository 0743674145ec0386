import { sql } from 'kysely';
import { formatPanamaDate } from '@facturar/domain';
import type { Db } from '../../adapters/db/open-database.ts';

/**
 * A period of the dashboard: its first instant, and the first id of a document issued in it (document_days),
 * which lets each statement read only the month partitions of the period (ADR 0186).
 */
export type DashboardPeriod = { from: Date; firstId: string };

/** The Panama month of an instant, as the month totals name it ('yyyy-MM-01'). */
function panamaMonthOf(instant: Date): string {
  return `${formatPanamaDate(instant).slice(0, 7)}-01`;
}

/**
 * Authorised amount per Panama month ('yyyy-MM') and document type since the month of `from`, from the
 * kept month totals (migration 0116, ADR 0198): a few rows a month, however many documents.
 */
export async function sumIssuedByMonth(db: Db, ruc: string, from: Date) {
  return db
    .selectFrom('document_month_totals')
    .select([
      sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
      'doc_type',
      (eb) => eb.fn.sum<string>('total').as('total'),
    ])
    .where('company_ruc', '=', ruc)
    .where('status', '=', 'AUT')
    .where('month', '>=', panamaMonthOf(from))
    .groupBy(['month', 'doc_type'])
    .having((eb) => eb.fn.sum('documents'), '>', 0)
    .orderBy('month')
    .orderBy('doc_type')
    .execute();
}

/** Documents by state since the month of `from`, from the kept month totals (ADR 0198). */
export async function countByStatus(db: Db, ruc: string, from: Date) {
  return db
    .selectFrom('document_month_totals')
    .select(['status', (eb) => eb.fn.sum<string>('documents').as('count')])
    .where('company_ruc', '=', ruc)
    .where('month', '>=', panamaMonthOf(from))
    .groupBy('status')
    .execute();
}

/** Authorised documents since `from` whose rates are not read yet, with their XML, a batch at a time. */
export async function findDocumentsWithoutRates(
  db: Db,
  ruc: string,
  { from, firstId }: DashboardPeriod,
  page: { afterId: string | undefined; limit: number },
) {
  return db
    .selectFrom('documents as d')
    .select(['d.id', 'd.signed_xml'])
    .where('d.company_ruc', '=', ruc)
    .where('d.status', '=', 'AUT')
    .where('d.issued_at', '>=', from)
    .where('d.id', '>=', firstId)
    .$if(page.afterId !== undefined, (query) => query.where('d.id', '>', page.afterId!))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('document_itbms_rates as r').select('r.rate').whereRef('r.document_id', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(page.limit)
    .execute();
}

export async function insertDocumentRates(
  db: Db,
  rows: { document_id: string; company_ruc: string; rate: string; base: string; tax: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('document_itbms_rates')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Base and ITBMS per rate of the authorised documents of the month of `from`, credit notes subtracting,
 * from the kept month rates (migration 0116, ADR 0198).
 */
export async function sumRates(db: Db, ruc: string, from: Date) {
  return db
    .selectFrom('document_month_rates')
    .select([
      'rate',
      sql<string>`coalesce(sum(base), 0)`.as('base'),
      sql<string>`coalesce(sum(tax), 0)`.as('tax'),
    ])
    .where('company_ruc', '=', ruc)
    .where('month', '=', panamaMonthOf(from))
    .groupBy('rate')
    .orderBy('rate')
    .execute();
}

/** Whether a permission (EMP-ADM, …) includes a resource. */
export async function hasPermissionResource(db: Db, permKey: string, resourceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('permission_resources')
    .select('resource_id')
    .where('perm_key', '=', permKey)
    .where('resource_id', '=', resourceId)
    .executeTakeFirst();
  return row !== undefined;
}
