import { sql, type Kysely } from 'kysely';
import type { Database, VoucherLedgerKind } from '../../adapters/db/schema.ts';

/** The database or a transaction: a credit may join the caller's transaction (a partner's assignment). */
export type Executor = Kysely<Database>;

export type NewCredit = {
  companyRuc: string;
  planName: string;
  /** -1 for an unlimited package, which has no count and so no ledger row. */
  vouchers: number;
  startsAt: Date;
  expiresAt: Date;
  kind: Extract<VoucherLedgerKind, 'purchase' | 'partner'>;
  partnerRuc: string | null;
  note: string | null;
};

/** The package and its credit row in one statement: no package without its row, whatever fails. */
export async function insertCreditedPackage(db: Executor, credit: NewCredit): Promise<number> {
  const unlimited = credit.vouchers === -1;
  const { rows } = await sql<{ id: number }>`
    with package as (
      insert into voucher_packages (company_ruc, plan_name, vouchers_total, vouchers_available, starts_at, expires_at)
      values (${credit.companyRuc}, ${credit.planName}, ${credit.vouchers}, ${unlimited ? 0 : credit.vouchers},
        ${credit.startsAt}, ${credit.expiresAt})
      returning id
    ), entry as (
      insert into voucher_ledger (company_ruc, package_id, kind, delta, partner_ruc, note)
      select ${credit.companyRuc}, id, ${credit.kind}, ${credit.vouchers}, ${credit.partnerRuc}, ${credit.note}
      from package where not ${unlimited}
    )
    select id from package
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The credited package was not inserted.');
  return row.id;
}

/**
 * Writes off what is left in the company's packages that expired by `now`, one 'expiry' row each. The rows
 * are locked and re-read, so two settlements at once write each remainder off once.
 */
export async function settleExpiredPackages(db: Executor, ruc: string, now: Date): Promise<number> {
  const { rows } = await sql<{ written_off: number }>`
    with expired as (
      select id, vouchers_available from voucher_packages
      where company_ruc = ${ruc} and expires_at <= ${now} and vouchers_total <> -1 and vouchers_available > 0
      for update
    ), zeroed as (
      update voucher_packages vp set vouchers_available = 0
      from expired where vp.id = expired.id
      returning vp.id
    ), entries as (
      insert into voucher_ledger (company_ruc, package_id, kind, delta)
      select ${ruc}, id, 'expiry', -vouchers_available from expired
      returning delta
    )
    select coalesce(-sum(delta), 0)::int as written_off from entries
  `.execute(db);
  return rows[0]?.written_off ?? 0;
}
