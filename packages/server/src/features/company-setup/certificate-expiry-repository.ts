import type { Db } from '../../adapters/db/open-database.ts';

export type ExpiringCertificate = { ruc: string; businessName: string; notAfter: Date };

/** The certificates that expire after `now` and no later than `until`, with their company. */
export async function findExpiringCertificates(
  db: Db,
  now: Date,
  until: Date,
): Promise<ExpiringCertificate[]> {
  return db
    .selectFrom('company_certificates as cc')
    .innerJoin('companies as c', 'c.ruc', 'cc.company_ruc')
    .select(['c.ruc', 'c.business_name as businessName', 'cc.not_after as notAfter'])
    .where('cc.not_after', '>', now)
    .where('cc.not_after', '<=', until)
    .execute();
}

/** Claims the notice of one certificate and threshold: true once, for whoever claims it first. */
export async function claimExpiryNotice(
  db: Db,
  notice: { ruc: string; notAfter: Date; thresholdDays: number; now: Date },
): Promise<boolean> {
  const claimed = await db
    .insertInto('certificate_expiry_notices')
    .values({
      company_ruc: notice.ruc,
      not_after: notice.notAfter,
      threshold_days: notice.thresholdDays,
      sent_at: notice.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('company_ruc')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The e-mail addresses of the company's administrators who can sign in. */
export async function findAdministratorEmails(db: Db, ruc: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select('u.email')
    .where('cu.company_ruc', '=', ruc)
    .where('cu.profile', '=', 'ADM')
    .where('cu.state', 'in', ['ACT', 'PRI'])
    .execute();
  return rows.map((row) => row.email);
}

/** Gives a claim back (its mail could not be sent), so the next run sends it. */
export async function releaseExpiryNotice(
  db: Db,
  notice: { ruc: string; notAfter: Date; thresholdDays: number },
): Promise<void> {
  await db
    .deleteFrom('certificate_expiry_notices')
    .where('company_ruc', '=', notice.ruc)
    .where('not_after', '=', notice.notAfter)
    .where('threshold_days', '=', notice.thresholdDays)
    .execute();
}
