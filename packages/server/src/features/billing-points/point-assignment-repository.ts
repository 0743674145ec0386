import type { Db } from '../../adapters/db/open-database.ts';

const assignmentColumns = [
  'bpu.id as assignment_id',
  'cu.id as company_user_id',
  'u.full_name',
  'u.access_name',
  'bp.id',
  'bp.company_ruc',
  'bp.branch_code',
  'bp.point_code',
  'bp.description',
  'bp.coordinates',
  'bp.active',
  'bp.created_at',
] as const;

function assignments(db: Db) {
  return db
    .selectFrom('billing_point_users as bpu')
    .innerJoin('billing_points as bp', 'bp.id', 'bpu.billing_point_id')
    .innerJoin('company_users as cu', 'cu.id', 'bpu.company_user_id')
    .innerJoin('users as u', 'u.id', 'cu.user_id');
}

/** One page of the company's assignments, newest first (idAsignacionSecuencialUsuario,desc). */
export async function listAssignmentPage(db: Db, ruc: string, page: { offset: number; limit: number }) {
  const scoped = assignments(db).where('bpu.company_ruc', '=', ruc);
  const [rows, count] = await Promise.all([
    scoped
      .select(assignmentColumns)
      .select((eb) => eb.cast<string>('bp.next_number', 'text').as('next_number'))
      .orderBy('bpu.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type AssignmentRecord = Awaited<ReturnType<typeof listAssignmentPage>>['rows'][number];

export async function findAssignment(db: Db, id: number): Promise<AssignmentRecord | undefined> {
  return assignments(db)
    .select(assignmentColumns)
    .select((eb) => eb.cast<string>('bp.next_number', 'text').as('next_number'))
    .where('bpu.id', '=', id)
    .executeTakeFirst();
}

/** The company's users still able to sign in, as the assignment dialog lists them. */
export async function listCompanyUsers(db: Db, ruc: string) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['cu.id', 'u.full_name', 'u.access_name'])
    .where('cu.company_ruc', '=', ruc)
    .where('cu.state', '!=', 'DES')
    .orderBy('u.full_name')
    .execute();
}

export async function findCompanyUser(db: Db, id: number) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['cu.id', 'cu.company_ruc', 'u.full_name'])
    .where('cu.id', '=', id)
    .executeTakeFirst();
}

/** Assigns the point; false when the user holds a point already (the unique key decides). */
export async function insertAssignment(
  db: Db,
  assignment: { companyUserId: number; billingPointId: number; ruc: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_point_users')
    .values({
      company_user_id: assignment.companyUserId,
      billing_point_id: assignment.billingPointId,
      company_ruc: assignment.ruc,
    })
    .onConflict((oc) => oc.column('company_user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteAssignment(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('billing_point_users')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
