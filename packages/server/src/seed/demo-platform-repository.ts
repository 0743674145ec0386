import type { Db } from '../adapters/db/open-database.ts';
import type { NewCompany } from '../adapters/db/schema.ts';

export type PlatformDemoPackage = {
  ruc: string;
  planName: string;
  /** -1: unlimited. */
  total: number;
  available: number;
  expiresAt: Date;
};

export type PlatformDemo = {
  companies: NewCompany[];
  packages: PlatformDemoPackage[];
  startsAt: Date;
  demoCompany: { ruc: string; subscriptionKey: string };
};

export async function insertPlatformDemo(db: Db, demo: PlatformDemo): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Firms first: the companies name them as their accounting firm.
    const firms = demo.companies.filter((company) => company.kind === 'PAR');
    const others = demo.companies.filter((company) => company.kind !== 'PAR');
    await trx.insertInto('companies').values(firms).execute();
    await trx.insertInto('companies').values(others).execute();
    await trx
      .insertInto('voucher_packages')
      .values(
        demo.packages.map((item) => ({
          company_ruc: item.ruc,
          plan_name: item.planName,
          vouchers_total: item.total,
          vouchers_available: item.available,
          starts_at: demo.startsAt,
          expires_at: item.expiresAt,
        })),
      )
      .execute();
    await trx
      .updateTable('companies')
      .set({ subscription_key: demo.demoCompany.subscriptionKey })
      .where('ruc', '=', demo.demoCompany.ruc)
      .execute();
  });
}
