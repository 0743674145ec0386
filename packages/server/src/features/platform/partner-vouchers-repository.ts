import { sql, type Kysely } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

/** The partner's vouchers in packages still in force; -1 when one of them is unlimited. */
export async function findPartnerBalance(db: Db, partnerRuc: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('voucher_packages')
    .select(
      sql<number>`case when bool_or(vouchers_total = -1) then -1 else coalesce(sum(vouchers_available), 0) end::int`.as(
        'available',
      ),
    )
    .where('company_ruc', '=', partnerRuc)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.available;
}

/**
 * Takes `count` vouchers from the partner's packages in force, the first to expire first, each with its
 * 'partner' ledger row (negative: given to `companyRuc`). The packages are locked first, so two
 * assignments at once cannot spend the same vouchers. False, and nothing taken, when there are fewer.
 */
export async function debitPartnerPackages(
  trx: Kysely<Database>,
  debit: { partnerRuc: string; companyRuc: string; count: number; now: Date; note: string },
): Promise<boolean> {
  const packages = await trx
    .selectFrom('voucher_packages')
    .select(['id', 'vouchers_total', 'vouchers_available'])
    .where('company_ruc', '=', debit.partnerRuc)
    .where('expires_at', '>', debit.now)
    .orderBy('expires_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  if (packages.some((item) => item.vouchers_total === -1)) return true;
  const available = packages.reduce((sum, item) => sum + item.vouchers_available, 0);
  if (available < debit.count) return false;
  let left = debit.count;
  for (const item of packages) {
    if (left === 0) break;
    const taken = Math.min(left, item.vouchers_available);
    if (taken === 0) continue;
    left -= taken;
    await trx
      .updateTable('voucher_packages')
      .set({ vouchers_available: item.vouchers_available - taken })
      .where('id', '=', item.id)
      .execute();
    await sql`
      insert into voucher_ledger (company_ruc, package_id, kind, delta, partner_ruc, note)
      values (${debit.partnerRuc}, ${item.id}, 'partner', ${-taken}, ${debit.partnerRuc}, ${debit.note})
    `.execute(trx);
  }
  return true;
}
