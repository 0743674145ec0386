import type { Db } from '../adapters/db/open-database.ts';
import type { Insertable } from 'kysely';
import { insertCertificate, type SealedCertificate } from '../features/company-setup/index.ts';
import { creditVouchers } from '../features/plans/index.ts';
import type { CustomersTable, NewCompany, ProductsTable, ProfileCode } from '../adapters/db/schema.ts';
import { markOnce } from '../settings/settings-repository.ts';

export type DemoData = {
  companies: NewCompany[];
  users: {
    ruc: string;
    profile: ProfileCode;
    access: string;
    name: string;
    identification: string;
    passwordHash: string;
  }[];
  certificate: SealedCertificate;
  billingPoint: {
    ruc: string;
    branchCode: string;
    pointCode: string;
    description: string;
    coordinates: string;
    locationCode: string;
  };
  voucherPackage: { ruc: string; planName: string; vouchers: number; startsAt: Date; expiresAt: Date };
  welcome: { ruc: string; keyword: string; message: string };
  customers: Insertable<CustomersTable>[];
  products: Insertable<ProductsTable>[];
};

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'demo_seeded')
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the whole demo in one transaction, marked so that a second start does not repeat it. */
export async function insertDemoData(db: Db, data: DemoData): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, 'demo_seeded'))) return;
    await trx.insertInto('companies').values(data.companies).execute();
    const assignmentIds: number[] = [];
    for (const user of data.users) {
      const inserted = await trx
        .insertInto('users')
        .values({
          identification: user.identification,
          access_name: user.access,
          full_name: user.name,
          email: user.access,
          password_hash: user.passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const assignment = await trx
        .insertInto('company_users')
        .values({ company_ruc: user.ruc, user_id: inserted.id, profile: user.profile, state: 'ACT' })
        .returning(['id', 'company_ruc'])
        .executeTakeFirstOrThrow();
      if (assignment.company_ruc === data.billingPoint.ruc) assignmentIds.push(assignment.id);
    }
    await insertCertificate(trx, data.certificate);
    const point = await trx
      .insertInto('billing_points')
      .values({
        company_ruc: data.billingPoint.ruc,
        branch_code: data.billingPoint.branchCode,
        point_code: data.billingPoint.pointCode,
        description: data.billingPoint.description,
        coordinates: data.billingPoint.coordinates,
        location_code: data.billingPoint.locationCode,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const assignmentId of assignmentIds) {
      await trx
        .insertInto('billing_point_users')
        .values({
          billing_point_id: point.id,
          company_user_id: assignmentId,
          company_ruc: data.billingPoint.ruc,
        })
        .execute();
    }
    await creditVouchers(trx, {
      companyRuc: data.voucherPackage.ruc,
      planName: data.voucherPackage.planName,
      vouchers: data.voucherPackage.vouchers,
      startsAt: data.voucherPackage.startsAt,
      expiresAt: data.voucherPackage.expiresAt,
      reason: { kind: 'purchase' },
    });
    await trx.insertInto('customers').values(data.customers).execute();
    await trx.insertInto('products').values(data.products).execute();
    await trx
      .insertInto('notifications')
      .values({
        company_ruc: data.welcome.ruc,
        kind: 'success',
        keyword: data.welcome.keyword,
        message: data.welcome.message,
      })
      .execute();
  });
}
