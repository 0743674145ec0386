import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { ProductsTable } from '../../adapters/db/schema.ts';
import { readMasterDataCount } from '../../adapters/db/master-data-counts.ts';

export type ProductRecord = Selectable<ProductsTable>;
export type ProductFields = Omit<Insertable<ProductsTable>, 'company_ruc' | 'id' | 'created_at'>;

/** One page of the company's products, newest first (idProducto,desc: spec 001 §9). */
export async function listProductPage(
  db: Db,
  ruc: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ProductRecord[]; total: number }> {
  // As the customers' list: the page's ids from the index alone, then its rows; the kept count (ADR 0154).
  const pageIds = db
    .selectFrom('products')
    .select('id')
    .where('company_ruc', '=', ruc)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin(pageIds.as('page'), 'page.id', 'p.id')
      .selectAll('p')
      .orderBy('p.id', 'desc')
      .execute(),
    readMasterDataCount(db, ruc, 'products'),
  ]);
  return { rows, total };
}

/** Stores a product; undefined when the company already has one with that main code. */
export async function insertProduct(
  db: Db,
  ruc: string,
  fields: ProductFields,
): Promise<ProductRecord | undefined> {
  return db
    .insertInto('products')
    .values({ ...fields, company_ruc: ruc })
    .onConflict((oc) => oc.columns(['company_ruc', 'main_code']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findProductById(db: Db, id: number): Promise<ProductRecord | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateProductRow(
  db: Db,
  ruc: string,
  id: number,
  fields: Updateable<ProductsTable>,
): Promise<ProductRecord | undefined> {
  return db
    .updateTable('products')
    .set(fields)
    .where('id', '=', id)
    .where('company_ruc', '=', ruc)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The company's products with these main codes, by code: a stored document names its items by code. Only
 * the active ones where a copy is to be issued as it stands (the lines a note copies from its invoice).
 */
export async function findProductIdsByCode(
  db: Db,
  ruc: string,
  codes: readonly string[],
  options: { isActiveOnly: boolean },
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'main_code'])
    .where('company_ruc', '=', ruc)
    .$if(options.isActiveOnly, (query) => query.where('active', '=', true))
    .where('main_code', 'in', [...codes])
    .execute();
  return new Map(rows.map((row) => [row.main_code, Number(row.id)]));
}
