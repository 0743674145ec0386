import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { CompanyKind, NotificationKind } from '../../adapters/db/schema.ts';

export type CompanyFacts = {
  kind: CompanyKind;
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
      'c.kind',
      'c.business_name as businessName',
      'c.logo',
      'c.pac_affiliation_status as pacAffiliationStatus',
      'c.qr_status as qrStatus',
      'cc.not_after as certificateNotAfter',
    ])
    .where('c.ruc', '=', ruc)
    .executeTakeFirst();
}

/** Whether the company ever issued a document (any state): an accounting firm that does is an issuer too. */
export async function hasIssuedDocuments(db: Db, ruc: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('company_ruc', '=', ruc)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
  /** Vouchers the limited packages in force were credited with (the base of the 10 % warning). */
  inForceTotal: number;
  /** When the first package in force that still has vouchers (or is unlimited) ends. */
  nextExpiry: Date | null;
};

/** The balance columns over a company's packages at `now`, shared by the status and the emission snapshot. */
export function packageBalanceColumns(now: Date) {
  return [
    sql<number>`count(*)::int`.as('packages'),
    sql<Date | string | null>`max(expires_at)`.as('latest_expiry'),
    sql<number>`coalesce(sum(vouchers_available) filter (where expires_at > ${now}), 0)::int`.as('available'),
    sql<number>`count(*) filter (where expires_at > ${now} and vouchers_total = -1)::int`.as('unlimited'),
    sql<number>`coalesce(sum(vouchers_total) filter (where expires_at > ${now} and vouchers_total <> -1), 0)::int`.as(
      'in_force_total',
    ),
    sql<
      Date | string | null
    >`min(expires_at) filter (where expires_at > ${now} and (vouchers_available > 0 or vouchers_total = -1))`.as(
      'next_expiry',
    ),
  ] as const;
}

type BalanceRow = {
  packages: number;
  latest_expiry: Date | string | null;
  available: number;
  unlimited: number;
  in_force_total: number;
  next_expiry: Date | string | null;
};

/** The row of `packageBalanceColumns` as a balance (JSON sub-queries hand dates over as text). */
export function toPackageBalance(row: BalanceRow | null | undefined): PackageBalance {
  const toDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    hasAnyPackage: (row?.packages ?? 0) > 0,
    latestExpiry: toDate(row?.latest_expiry),
    available: (row?.unlimited ?? 0) > 0 ? -1 : (row?.available ?? 0),
    inForceTotal: row?.in_force_total ?? 0,
    nextExpiry: toDate(row?.next_expiry),
  };
}

export async function findPackageBalance(db: Db, ruc: string, now: Date): Promise<PackageBalance> {
  const row = await db
    .selectFrom('voucher_packages')
    .select(packageBalanceColumns(now))
    .where('company_ruc', '=', ruc)
    .executeTakeFirstOrThrow();
  return toPackageBalance(row);
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
