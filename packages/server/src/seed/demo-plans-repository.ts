import { planPurchaseTotal } from '@facturar/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../adapters/db/open-database.ts';
import type {
  BankAccountsTable,
  NewCompany,
  PaymentState,
  PaymentReceiptsTable,
} from '../adapters/db/schema.ts';
import { markOnce } from '../settings/settings-repository.ts';

export type DemoPurchase = {
  ruc: string;
  planName: string;
  state: Exclude<PaymentState, 3>;
  createdAt: Date;
  observation?: string;
  receipt?: Pick<Insertable<PaymentReceiptsTable>, 'media_type' | 'image'>;
};

/**
 * A package carried over from before the ledger: `left` of `total` still to spend. Its balance opens the
 * ledger ('opening'), as migration 0018 does for packages that existed before it.
 */
export type DemoCarriedPackage = {
  ruc: string;
  planName: string;
  total: number;
  left: number;
  startsAt: Date;
  expiresAt: Date;
};

export type DemoPlansData = {
  bankAccounts: Insertable<BankAccountsTable>[];
  companies: NewCompany[];
  carried: DemoCarriedPackage[];
  purchases: DemoPurchase[];
};

/** Inserts the plans demo once (its own mark), in one transaction. */
export async function insertDemoPlans(db: Db, data: DemoPlansData): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, 'demo_plans_seeded'))) return;
    await trx.insertInto('bank_accounts').values(data.bankAccounts).execute();
    await trx.insertInto('companies').values(data.companies).execute();
    for (const pack of data.carried) {
      const inserted = await trx
        .insertInto('voucher_packages')
        .values({
          company_ruc: pack.ruc,
          plan_name: pack.planName,
          vouchers_total: pack.total,
          vouchers_available: pack.left,
          starts_at: pack.startsAt,
          expires_at: pack.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('voucher_ledger')
        .values({ company_ruc: pack.ruc, package_id: inserted.id, kind: 'opening', delta: pack.left })
        .execute();
    }
    const plans = await trx.selectFrom('plans').select(['id', 'name', 'price', 'vouchers']).execute();
    const rate = await trx
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'itbms_rate')
      .executeTakeFirstOrThrow();
    for (const purchase of data.purchases) {
      const plan = plans.find((row) => row.name === purchase.planName);
      if (!plan) throw new Error(`Demo plan ${purchase.planName} is not in migration 0019.`);
      const { id } = await trx
        .insertInto('package_purchases')
        .values({
          company_ruc: purchase.ruc,
          plan_id: plan.id,
          plan_name: plan.name,
          vouchers: plan.vouchers,
          price: plan.price,
          tax_rate: rate.value,
          total: planPurchaseTotal(plan.price, rate.value),
          state: purchase.state,
          observation: purchase.observation ?? null,
          created_at: purchase.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (purchase.receipt) {
        await trx
          .insertInto('payment_receipts')
          .values({ ...purchase.receipt, purchase_id: id, company_ruc: purchase.ruc })
          .execute();
      }
    }
  });
}
