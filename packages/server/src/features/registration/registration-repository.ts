import type { Transaction } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database, NewCompany } from '../../adapters/db/schema.ts';

export async function findCompanyKindOf(db: Db | Transaction<Database>, ruc: string) {
  return db.selectFrom('companies').select(['ruc', 'kind']).where('ruc', '=', ruc).executeTakeFirst();
}

/** Inserts the company unless its RUC exists; false when it does (another registration got there first). */
export async function insertCompany(trx: Transaction<Database>, company: NewCompany): Promise<boolean> {
  const inserted = await trx
    .insertInto('companies')
    .values(company)
    .onConflict((oc) => oc.column('ruc').doNothing())
    .returning('ruc')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The company's first billing point, assigned to its first user. */
export async function insertAssignedBillingPoint(
  trx: Transaction<Database>,
  point: {
    ruc: string;
    branchCode: string;
    pointCode: string;
    address: string;
    coordinates: string;
    locationCode: string;
    assignmentId: number;
  },
): Promise<void> {
  const created = await trx
    .insertInto('billing_points')
    .values({
      company_ruc: point.ruc,
      branch_code: point.branchCode,
      point_code: point.pointCode,
      description: point.address,
      coordinates: point.coordinates,
      location_code: point.locationCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('billing_point_users')
    .values({ billing_point_id: created.id, company_user_id: point.assignmentId, company_ruc: point.ruc })
    .execute();
}
