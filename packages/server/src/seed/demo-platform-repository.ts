import type { Db } from '../adapters/db/open-database.ts';
import type { NewCompany } from '../adapters/db/schema.ts';

export type PlatformDemo = {
  companies: NewCompany[];
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
      .updateTable('companies')
      .set({ subscription_key: demo.demoCompany.subscriptionKey })
      .where('ruc', '=', demo.demoCompany.ruc)
      .execute();
  });
}
