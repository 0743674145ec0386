import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { CustomersTable } from '../../adapters/db/schema.ts';
import { readMasterDataCount } from '../../adapters/db/master-data-counts.ts';

export type CustomerRecord = Selectable<CustomersTable>;
export type CustomerFields = Omit<Insertable<CustomersTable>, 'company_ruc' | 'id' | 'created_at'>;
export type CustomerRole = 'customer' | 'provider';

const roleColumn = { customer: 'is_customer', provider: 'is_provider' } as const;

const roleList = { customer: 'customers', provider: 'providers' } as const;

/**
 * One page of the company's customers or providers, newest first (spec 001 §2), with the list's kept
 * count. The page's ids come from the role's index alone (an index-only scan skips a deep page's offset
 * without reading the rows it skips), then only its rows are read (ADR 0154).
 */
export async function listCustomerPage(
  db: Db,
  ruc: string,
  role: CustomerRole,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const pageIds = db
    .selectFrom('customers')
    .select('id')
    .where('company_ruc', '=', ruc)
    .where(roleColumn[role], '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('customers as c')
      .innerJoin(pageIds.as('p'), 'p.id', 'c.id')
      .selectAll('c')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    readMasterDataCount(db, ruc, roleList[role]),
  ]);
  return { rows, total };
}

export async function findCustomerByIdentification(
  db: Db,
  ruc: string,
  identification: string,
): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .where('identification', '=', identification)
    .executeTakeFirst();
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRecord | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Stores a new customer or provider; undefined when the company already has one with that identification
 * (the unique key decides, so two concurrent registrations cannot both pass).
 */
export async function insertCustomer(
  db: Db,
  ruc: string,
  fields: CustomerFields,
): Promise<CustomerRecord | undefined> {
  return db
    .insertInto('customers')
    .values({ ...fields, company_ruc: ruc })
    .onConflict((oc) => oc.columns(['company_ruc', 'identification']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives an existing row the other role (a provider becomes a customer too, or the reverse) with the form's
 * data; undefined when it already has that role.
 */
export async function addCustomerRole(
  db: Db,
  id: number,
  role: CustomerRole,
  fields: CustomerFields,
): Promise<CustomerRecord | undefined> {
  return db
    .updateTable('customers')
    .set({ ...fields, [roleColumn[role]]: true })
    .where('id', '=', id)
    .where(roleColumn[role], '=', false)
    .returningAll()
    .executeTakeFirst();
}

export async function updateCustomerRow(
  db: Db,
  ruc: string,
  id: number,
  role: CustomerRole,
  fields: Updateable<CustomersTable>,
): Promise<CustomerRecord | undefined> {
  return db
    .updateTable('customers')
    .set(fields)
    .where('id', '=', id)
    .where('company_ruc', '=', ruc)
    .where(roleColumn[role], '=', true)
    .returningAll()
    .executeTakeFirst();
}

/** The company's customers after a position of the newest-first order (keyset: any depth costs the same). */
export async function listCustomersAfter(
  db: Db,
  ruc: string,
  after: { createdAt: Date; id: number } | undefined,
  limit: number,
): Promise<CustomerRecord[]> {
  let query = db
    .selectFrom('customers')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .where('is_customer', '=', true);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
