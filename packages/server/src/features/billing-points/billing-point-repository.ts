import { sql, type Selectable } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { BillingPointsTable } from '../../adapters/db/schema.ts';

export type BillingPointRecord = Omit<Selectable<BillingPointsTable>, 'next_number' | 'location_code'> & {
  next_number: string;
};

const pointColumns = [
  'id',
  'company_ruc',
  'branch_code',
  'point_code',
  'description',
  'coordinates',
  'active',
  'created_at',
  sql<string>`next_number::text`.as('next_number'),
] as const;

/** One page of the company's billing points, by branch code descending (spec 001 §7). */
export async function listBillingPointPage(
  db: Db,
  ruc: string,
  page: { offset: number; limit: number },
): Promise<{ rows: BillingPointRecord[]; total: number }> {
  const scoped = db.selectFrom('billing_points').where('company_ruc', '=', ruc);
  const [rows, count] = await Promise.all([
    scoped
      .select(pointColumns)
      .orderBy('branch_code', 'desc')
      .orderBy('point_code', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The company's open points, the ones a user may be assigned to. */
export async function listOpenBillingPoints(db: Db, ruc: string): Promise<BillingPointRecord[]> {
  return db
    .selectFrom('billing_points')
    .select(pointColumns)
    .where('company_ruc', '=', ruc)
    .where('active', '=', true)
    .orderBy('branch_code')
    .orderBy('point_code')
    .execute();
}

export async function findBillingPoint(db: Db, id: number): Promise<BillingPointRecord | undefined> {
  return db.selectFrom('billing_points').select(pointColumns).where('id', '=', id).executeTakeFirst();
}

/** What the form sets of a point. */
export type PointFields = {
  branch_code: string;
  point_code: string;
  description: string;
  coordinates: string;
  active: boolean;
};

/** A new point starts at number 1; undefined when the company has that branch and point already. */
export async function insertBillingPoint(
  db: Db,
  ruc: string,
  fields: PointFields,
): Promise<BillingPointRecord | undefined> {
  const inserted = await db
    .insertInto('billing_points')
    .values({ ...fields, company_ruc: ruc })
    .onConflict((oc) => oc.columns(['company_ruc', 'branch_code', 'point_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted && findBillingPoint(db, inserted.id);
}

/**
 * Changes a point's data, never its next number. Its codes change only while it has issued nothing
 * (next_number = 1), checked in the same statement so a document numbered meanwhile keeps them.
 */
export async function updateBillingPointRow(
  db: Db,
  id: number,
  fields: PointFields,
): Promise<'updated' | 'numbered' | 'duplicate'> {
  try {
    const updated = await db
      .updateTable('billing_points')
      .set(fields)
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('next_number', '=', '1'),
          eb.and([eb('branch_code', '=', fields.branch_code), eb('point_code', '=', fields.point_code)]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    return updated ? 'updated' : 'numbered';
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return 'duplicate';
    throw error;
  }
}
