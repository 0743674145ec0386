import type { Insertable } from 'kysely';
import type { Db } from '../adapters/db/open-database.ts';
import type { CustomersTable } from '../adapters/db/schema.ts';

/** Whether the company has issued anything yet: the demo documents are seeded into an empty history only. */
export async function hasIssuedDocuments(db: Db, ruc: string): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').where('company_ruc', '=', ruc).executeTakeFirst();
  return row !== undefined;
}

/** The customers' ids by identification, adding those of `wanted` the company does not keep yet. */
export async function ensureCustomers(
  db: Db,
  ruc: string,
  wanted: readonly Omit<Insertable<CustomersTable>, 'company_ruc'>[],
): Promise<Record<string, number>> {
  const kept = await db
    .selectFrom('customers')
    .select(['id', 'identification'])
    .where('company_ruc', '=', ruc)
    .execute();
  const known = new Set(kept.map((row) => row.identification));
  const missing = wanted.filter((customer) => !known.has(customer.identification));
  const added =
    missing.length === 0
      ? []
      : await db
          .insertInto('customers')
          .values(missing.map((customer) => ({ ...customer, company_ruc: ruc })))
          .returning(['id', 'identification'])
          .execute();
  return Object.fromEntries([...kept, ...added].map((row) => [row.identification, row.id]));
}

/** The company's products' ids by main code. */
export async function findProductIds(db: Db, ruc: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'main_code'])
    .where('company_ruc', '=', ruc)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.main_code, row.id]));
}

/** A document's state and CUFE of record (the PAC's, once a PAC that signs authorised it). */
export async function findDocumentOutcome(db: Db, id: number): Promise<{ status: string; cufe: string }> {
  return db
    .selectFrom('documents')
    .select(['status', 'cufe'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
}

/** Moves a new demo schedule's next date into the past, so the demo's history can issue its past dates. */
export async function backdateSchedule(db: Db, id: number, nextDate: string): Promise<void> {
  await db
    .updateTable('recurring_schedules')
    .set({ next_date: nextDate })
    .where('id', '=', String(id))
    .execute();
}
