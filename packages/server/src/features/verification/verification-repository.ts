import type { Db } from '../../adapters/db/open-database.ts';

/** An authorised or cancelled document with this CUFE, whatever its company, with its issuer's name. */
export async function findVerifiableDocument(db: Db, cufe: string) {
  return db
    .selectFrom('documents as d')
    .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
    .select([
      'd.cufe',
      'd.doc_type',
      'd.branch_code',
      'd.point_code',
      'd.number',
      'd.status',
      'd.issued_at',
      'd.authorised_at',
      'd.cancelled_at',
      'd.receiver_name',
      'd.total',
      'c.ruc',
      'c.business_name',
    ])
    .where('d.cufe', '=', cufe)
    .where('d.status', 'in', ['AUT', 'ANU'])
    .executeTakeFirst();
}
