import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { NotificationKind } from '../../adapters/db/schema.ts';

export type CompanyFacts = {
  businessName: string;
  logo: string | null;
  pacAffiliationStatus: number;
  qrStatus: number;
  certificateNotAfter: Date | null;
};

export async function findCompanyFacts(db: Db, ruc: string): Promise<CompanyFacts | undefined> {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_certificates as cc', 'cc.company_ruc', 'c.ruc')
    .select([
      'c.business_name as businessName',
      'c.logo',
      'c.pac_affiliation_status as pacAffiliationStatus',
      'c.qr_status as qrStatus',
      'cc.not_after as certificateNotAfter',
    ])
    .where('c.ruc', '=', ruc)
    .executeTakeFirst();
}

export async function findUserName(db: Db, assignmentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select('u.full_name')
    .where('cu.id', '=', assignmentId)
    .executeTakeFirst();
  return row?.full_name;
}

/** Whether the user (or, with no user, anyone in the company) has an active billing point to number from. */
export async function hasBillingPoint(
  db: Db,
  ruc: string,
  assignmentId: number | undefined,
): Promise<boolean> {
  let query = db
    .selectFrom('billing_points as bp')
    .select('bp.id')
    .where('bp.company_ruc', '=', ruc)
    .where('bp.active', '=', true);
  if (assignmentId !== undefined) {
    query = query
      .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
      .where('bpu.company_user_id', '=', assignmentId);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export type PackageBalance = {
  hasAnyPackage: boolean;
  /** Latest expiry among the company's packages. */
  latestExpiry: Date | null;
  /** Vouchers left in packages still in force; -1 when one of them is unlimited. */
  available: number;
};

export async function findPackageBalance(db: Db, ruc: string, now: Date): Promise<PackageBalance> {
  const row = await db
    .selectFrom('voucher_packages')
    .select([
      sql<number>`count(*)::int`.as('packages'),
      sql<Date | null>`max(expires_at)`.as('latestExpiry'),
      sql<number>`coalesce(sum(vouchers_available) filter (where expires_at > ${now}), 0)::int`.as(
        'available',
      ),
      sql<number>`count(*) filter (where expires_at > ${now} and vouchers_total = -1)::int`.as('unlimited'),
    ])
    .where('company_ruc', '=', ruc)
    .executeTakeFirstOrThrow();
  return {
    hasAnyPackage: row.packages > 0,
    latestExpiry: row.latestExpiry,
    available: row.unlimited > 0 ? -1 : row.available,
  };
}

export type StoredNotification = { kind: NotificationKind; keyword: string; message: string };

export async function listActiveNotifications(
  db: Db,
  ruc: string,
  now: Date,
  limit: number,
): Promise<StoredNotification[]> {
  return db
    .selectFrom('notifications')
    .select(['kind', 'keyword', 'message'])
    .where((eb) => eb.or([eb('company_ruc', '=', ruc), eb('company_ruc', 'is', null)]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
