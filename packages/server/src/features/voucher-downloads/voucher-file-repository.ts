import type { Db } from '../../adapters/db/open-database.ts';

const fileColumns = [
  'id',
  'cufe',
  'doc_type',
  'status',
  'signed_xml',
  'template_code',
  'protocol',
  'authorised_at',
  'receiver_emails',
  'cafe_delivery',
  'cancelled_at',
] as const;

/** The company's issued documents among `ids`, without their XML (to name ZIP entries). */
export async function findIssuedRefs(db: Db, ruc: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'cufe'])
    .where('company_ruc', '=', ruc)
    .where('id', 'in', ids)
    .execute();
}

export async function findIssuedFiles(db: Db, ruc: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(fileColumns)
    .where('company_ruc', '=', ruc)
    .where('id', 'in', ids)
    .execute();
}

/** One issued document whatever its company: for the worker's automatic e-mail. */
export async function findIssuedFileById(db: Db, id: string) {
  return (
    db
      .selectFrom('documents as d')
      .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
      .select([...fileColumns.map((column) => `d.${column}` as const), 'd.company_ruc', 'd.pac_family'])
      // The issuer's logo for the CAFE, in the same round trip (the e-mail job reads one document at a time).
      .select('c.logo_cafe')
      .where('d.id', '=', id)
      .executeTakeFirst()
  );
}

export async function findCompanyLogo(db: Db, ruc: string): Promise<string | null> {
  const row = await db.selectFrom('companies').select('logo_cafe').where('ruc', '=', ruc).executeTakeFirst();
  return row?.logo_cafe ?? null;
}
