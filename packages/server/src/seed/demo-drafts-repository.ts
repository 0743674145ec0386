import { sql } from 'kysely';
import type { Db } from '../adapters/db/open-database.ts';

/** What a detail line on the emission form names of a product: its code, description and GTINs. */
export async function findDemoProducts(db: Db, ruc: string, codes: readonly string[]) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'main_code', 'description', 'gtin_commercial', 'gtin_inventory'])
    .where('company_ruc', '=', ruc)
    .where('main_code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.main_code, row]));
}

export type DemoProduct =
  Awaited<ReturnType<typeof findDemoProducts>> extends Map<string, infer P> ? P : never;

/**
 * Dates a new demo quote as made `createdAt` and valid until `day`, so the demo shows an expired one (the
 * creation time is no column the application writes: only the seed moves it).
 */
export async function backdateQuote(db: Db, id: number, day: string, createdAt: Date): Promise<void> {
  await sql`update quotes set valid_until = ${day}, created_at = ${createdAt} where id = ${id}`.execute(db);
}

/** Dates a demo draft's last change, as if it had been saved then. */
export async function backdateDraft(db: Db, id: number, updatedAt: Date): Promise<void> {
  await sql`update drafts set created_at = ${updatedAt}, updated_at = ${updatedAt} where id = ${id}`.execute(
    db,
  );
}
