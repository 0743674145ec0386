import type { Db } from '../../adapters/db/open-database.ts';

export async function findCompanySetup(db: Db, ruc: string) {
  return db
    .selectFrom('companies')
    .select([
      'ruc',
      'dv',
      'taxpayer_type',
      'business_name',
      'address',
      'email',
      'phone',
      'api_key',
      'pac_affiliation_status',
      'qr_status',
      'logo',
      'logo_cafe',
    ])
    .where('ruc', '=', ruc)
    .executeTakeFirst();
}
export type CompanySetupRow = NonNullable<Awaited<ReturnType<typeof findCompanySetup>>>;

export async function saveAffiliationStatus(db: Db, ruc: string, status: number): Promise<void> {
  await db.updateTable('companies').set({ pac_affiliation_status: status }).where('ruc', '=', ruc).execute();
}

/** A generated code keeps its secret (it keys every QR); an annulled one drops it. */
export async function saveQrStatus(
  db: Db,
  ruc: string,
  change: { status: 1; secretEncrypted: string } | { status: 2 },
): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      qr_status: change.status,
      qr_secret_encrypted: change.status === 1 ? change.secretEncrypted : null,
    })
    .where('ruc', '=', ruc)
    .execute();
}
