import type { Transaction } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Database, ProfileCode, UserStateCode } from '../../adapters/db/schema.ts';
import { clearAccountFailures, closeOpenRecoveries, revokeUserSessions } from '../auth/index.ts';

export type CompanyUserRecord = {
  assignmentId: number;
  userId: number;
  companyRuc: string;
  identification: string;
  identificationType: 'C' | 'P';
  fullName: string;
  accessName: string;
  email: string;
  phone: string | null;
  address: string | null;
  createdAt: Date;
  state: UserStateCode;
  profile: ProfileCode;
};

function selectCompanyUsers(db: Db) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select([
      'cu.id as assignmentId',
      'u.id as userId',
      'cu.company_ruc as companyRuc',
      'u.identification',
      'u.identification_type as identificationType',
      'u.full_name as fullName',
      'u.access_name as accessName',
      'u.email',
      'u.phone',
      'u.address',
      'cu.created_at as createdAt',
      'cu.state',
      'cu.profile',
    ]);
}

export async function findCompanyName(db: Db, ruc: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('business_name')
    .where('ruc', '=', ruc)
    .executeTakeFirst();
  return row?.business_name;
}

export type UserOrder = { column: 'cu.id' | 'u.full_name' | 'cu.created_at'; direction: 'asc' | 'desc' };

export async function findCompanyUserPage(
  db: Db,
  ruc: string,
  order: UserOrder,
  page: { limit: number; offset: number },
): Promise<{ rows: CompanyUserRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectCompanyUsers(db)
      .where('cu.company_ruc', '=', ruc)
      .orderBy(order.column, order.direction)
      .orderBy('cu.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('company_users')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('company_ruc', '=', ruc)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Users of the company whose identification, name or sign-in name contains `term` (any case). */
export async function searchCompanyUsers(
  db: Db,
  ruc: string,
  term: string,
  limit: number,
): Promise<CompanyUserRecord[]> {
  const pattern = `%${escapeLike(term)}%`;
  return selectCompanyUsers(db)
    .where('cu.company_ruc', '=', ruc)
    .where((eb) =>
      eb.or([
        eb('u.identification', 'ilike', pattern),
        eb('u.full_name', 'ilike', pattern),
        eb('u.access_name', 'ilike', pattern),
      ]),
    )
    .orderBy('cu.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findCompanyUser(db: Db, assignmentId: number): Promise<CompanyUserRecord | undefined> {
  return selectCompanyUsers(db).where('cu.id', '=', assignmentId).executeTakeFirst();
}

/** The user who signs in with `accessName`, with the company of its first assignment (its audit chain). */
export async function findUserByAccessName(
  db: Db,
  accessName: string,
): Promise<CompanyUserRecord | undefined> {
  return selectCompanyUsers(db).where('u.access_name', '=', accessName).orderBy('cu.id').executeTakeFirst();
}

/** Whose a user key is: nobody's, a user of the company asked about, or only users elsewhere. */
export type KeyOwner = 'free' | 'company' | 'elsewhere';

/**
 * Who holds the identification and the sign-in name (both unique across the platform), seen from
 * `companyRuc`: a key is 'company' when a user holding it is assigned to that company.
 */
export async function findUserKeyOwners(
  db: Db,
  keys: { identification?: string; accessName: string },
  companyRuc: string,
  exceptUserId?: number,
): Promise<{ identification: KeyOwner; accessName: KeyOwner }> {
  let query = db
    .selectFrom('users')
    .leftJoin('company_users', (join) =>
      join.onRef('company_users.user_id', '=', 'users.id').on('company_users.company_ruc', '=', companyRuc),
    )
    .select(['users.identification', 'users.access_name', 'company_users.id as assignmentId'])
    .where((eb) =>
      eb.or([
        eb('users.access_name', '=', keys.accessName),
        ...(keys.identification ? [eb('users.identification', '=', keys.identification)] : []),
      ]),
    );
  if (exceptUserId !== undefined) query = query.where('users.id', '<>', exceptUserId);
  const rows = await query.execute();
  const ownerOf = (holds: (row: (typeof rows)[number]) => boolean): KeyOwner => {
    const holders = rows.filter(holds);
    if (holders.length === 0) return 'free';
    return holders.some((row) => row.assignmentId !== null) ? 'company' : 'elsewhere';
  };
  return {
    identification: ownerOf((row) => row.identification === keys.identification),
    accessName: ownerOf((row) => row.access_name === keys.accessName),
  };
}

export async function insertCompanyUser(
  trx: Transaction<Database>,
  user: {
    companyRuc: string;
    identification: string;
    identificationType: 'C' | 'P';
    accessName: string;
    fullName: string;
    email: string;
    phone: string | null;
    address: string | null;
    passwordHash: string;
    profile: ProfileCode;
    now: Date;
  },
): Promise<{ userId: number; assignmentId: number }> {
  const created = await trx
    .insertInto('users')
    .values({
      identification: user.identification,
      identification_type: user.identificationType,
      access_name: user.accessName,
      full_name: user.fullName,
      email: user.email,
      phone: user.phone,
      address: user.address,
      password_hash: user.passwordHash,
      created_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assignment = await trx
    .insertInto('company_users')
    .values({
      company_ruc: user.companyRuc,
      user_id: created.id,
      profile: user.profile,
      state: 'PRI',
      created_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: created.id, assignmentId: assignment.id };
}

/**
 * Saves an administrator's edit of a user. Setting ACT clears the failed attempts, so unlocking a
 * blocked user (BLO → ACT) gives them a fresh count; a state that stops the user ends their sessions.
 */
export async function updateCompanyUser(
  db: Db,
  change: {
    assignmentId: number;
    userId: number;
    fullName: string;
    email: string;
    accessName: string;
    phone: string | null;
    address: string | null;
    state: UserStateCode;
    now: Date;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        full_name: change.fullName,
        email: change.email,
        access_name: change.accessName,
        phone: change.phone,
        address: change.address,
        ...(change.state === 'ACT' ? { failed_attempts: 0 } : {}),
      })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .updateTable('company_users')
      .set({ state: change.state })
      .where('id', '=', change.assignmentId)
      .execute();
    if (change.state === 'ACT') await clearAccountFailures(trx, change.accessName);
    if (change.state === 'DES' || change.state === 'BLO') {
      await revokeUserSessions(trx, change.assignmentId, change.now);
    }
  });
}

export async function updateCompanyUserProfile(
  db: Db,
  assignmentId: number,
  profile: ProfileCode,
): Promise<void> {
  await db.updateTable('company_users').set({ profile }).where('id', '=', assignmentId).execute();
}

/** The company's active administrators other than `exceptAssignmentId`. */
export async function countOtherActiveAdministrators(
  db: Db,
  ruc: string,
  exceptAssignmentId: number,
): Promise<number> {
  const row = await db
    .selectFrom('company_users')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('company_ruc', '=', ruc)
    .where('profile', '=', 'ADM')
    .where('state', 'in', ['ACT', 'PRI'])
    .where('id', '<>', exceptAssignmentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Assigns a new user to the company's billing point when it has exactly one active: the user can issue
 * at once, as the only choice an administrator could make. With several, the administrator picks (ASE).
 */
export async function assignSoleBillingPoint(
  trx: Transaction<Database>,
  ruc: string,
  assignmentId: number,
): Promise<boolean> {
  const points = await trx
    .selectFrom('billing_points')
    .select('id')
    .where('company_ruc', '=', ruc)
    .where('active', '=', true)
    .limit(2)
    .execute();
  const [only] = points;
  if (points.length !== 1 || !only) return false;
  await trx
    .insertInto('billing_point_users')
    .values({ billing_point_id: only.id, company_user_id: assignmentId, company_ruc: ruc })
    .execute();
  return true;
}

/**
 * A user's e-mail and sign-in name, changed by an operator; temporary passwords still open (mailed to the
 * old address) stop working, so the lost mailbox cannot be used to get in afterwards.
 */
export async function changeUserEmail(
  db: Db,
  change: { userId: number; accessName: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email: change.accessName, access_name: change.accessName })
      .where('id', '=', change.userId)
      .execute();
    await closeOpenRecoveries(trx, change.userId, change.now);
  });
}

/** Where a job's result goes: the address and name of the user behind a company assignment. */
export async function findAssignmentEmail(db: Db, assignmentId: number) {
  return db
    .selectFrom('company_users')
    .innerJoin('users', 'users.id', 'company_users.user_id')
    .select(['users.email', 'users.full_name'])
    .where('company_users.id', '=', assignmentId)
    .executeTakeFirst();
}
