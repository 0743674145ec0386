import { sql, type Transaction } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

export type Trx = Transaction<Database>;

export async function findIssuer(db: Db, ruc: string) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_certificates as cc', 'cc.company_ruc', 'c.ruc')
    .select([
      'c.ruc',
      'c.dv',
      'c.taxpayer_type',
      'c.business_name',
      'c.address',
      'c.email',
      'c.phone',
      'c.location_code',
      'c.coordinates',
      'c.pac_affiliation_status',
      'c.qr_status',
      'c.qr_secret_encrypted',
      'c.logo_cafe',
      'cc.p12_encrypted',
      'cc.password_encrypted',
      'cc.uploaded_at as certificate_uploaded_at',
    ])
    .where('c.ruc', '=', ruc)
    .executeTakeFirst();
}
export type IssuerRow = NonNullable<Awaited<ReturnType<typeof findIssuer>>>;

export async function findUserBillingPoint(db: Db, assignmentId: number) {
  return db
    .selectFrom('billing_point_users as bpu')
    .innerJoin('billing_points as bp', 'bp.id', 'bpu.billing_point_id')
    .select(['bp.id', 'bp.branch_code', 'bp.point_code', 'bp.next_number'])
    .where('bpu.company_user_id', '=', assignmentId)
    .where('bp.active', '=', true)
    .orderBy('bp.id')
    .executeTakeFirst();
}

export async function findCustomer(db: Db, ruc: string, customerId: number) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .where('id', '=', customerId)
    .executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export async function findProducts(db: Db, ruc: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .where('id', 'in', [...ids])
    .execute();
}
export type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];

export async function findByIdempotencyKey(db: Db, ruc: string, key: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'idempotency_hash', 'cufe'])
    .where('company_ruc', '=', ruc)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes the next number of the billing point. The row lock it holds until the transaction ends makes
 * concurrent issuers on one point wait in turn, and a rollback returns the number: no gaps, no repeats.
 */
export async function reserveNumber(trx: Trx, billingPointId: number): Promise<string> {
  const row = await trx
    .updateTable('billing_points')
    .set({ next_number: sql<string>`next_number + 1` })
    .where('id', '=', billingPointId)
    .returning(sql<string>`(next_number - 1)::text`.as('reserved'))
    .executeTakeFirstOrThrow();
  return row.reserved;
}

/**
 * Spends one voucher of the package in force that expires first. Returns the package used, 'unlimited'
 * when a package in force has no limit, or undefined when nothing is left.
 */
export async function spendVoucher(
  trx: Trx,
  ruc: string,
  now: Date,
): Promise<number | 'unlimited' | undefined> {
  const unlimited = await trx
    .selectFrom('voucher_packages')
    .select('id')
    .where('company_ruc', '=', ruc)
    .where('expires_at', '>', now)
    .where('vouchers_total', '=', -1)
    .executeTakeFirst();
  if (unlimited) return 'unlimited';
  const spent = await trx
    .updateTable('voucher_packages')
    .set((eb) => ({ vouchers_available: eb('vouchers_available', '-', 1) }))
    .where(
      'id',
      '=',
      trx
        .selectFrom('voucher_packages')
        .select('id')
        .where('company_ruc', '=', ruc)
        .where('expires_at', '>', now)
        .where('vouchers_available', '>', 0)
        .orderBy('expires_at')
        .limit(1)
        .forUpdate(),
    )
    .returning('id')
    .executeTakeFirst();
  return spent?.id;
}

export async function countAvailable(trx: Trx | Db, ruc: string, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('voucher_packages')
    .select([
      sql<number>`coalesce(sum(vouchers_available), 0)::int`.as('available'),
      sql<number>`count(*) filter (where vouchers_total = -1)::int`.as('unlimited'),
    ])
    .where('company_ruc', '=', ruc)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.unlimited > 0 ? -1 : row.available;
}

export type NewDocument = {
  companyRuc: string;
  billingPointId: number;
  assignmentId: number;
  customerId: number | null;
  voucherPackageId: number | null;
  docType: string;
  branchCode: string;
  pointCode: string;
  number: string;
  cufe: string;
  emissionType: string;
  environment: string;
  issuedAt: Date;
  receiverName: string;
  receiverIdentification: string | null;
  receiverEmails: string | null;
  total: string;
  cafeDelivery: string;
  cafeFormat: string;
  templateCode: string;
  signedXml: string;
  digestValue: string;
  idempotencyKey: string | null;
  idempotencyHash: string | null;
};

export async function insertDocument(trx: Trx, doc: NewDocument): Promise<string> {
  const row = await trx
    .insertInto('documents')
    .values({
      company_ruc: doc.companyRuc,
      billing_point_id: doc.billingPointId,
      company_user_id: doc.assignmentId,
      customer_id: doc.customerId,
      voucher_package_id: doc.voucherPackageId,
      doc_type: doc.docType,
      branch_code: doc.branchCode,
      point_code: doc.pointCode,
      number: doc.number,
      cufe: doc.cufe,
      emission_type: doc.emissionType,
      environment: doc.environment,
      issued_at: doc.issuedAt,
      receiver_name: doc.receiverName,
      receiver_identification: doc.receiverIdentification,
      receiver_emails: doc.receiverEmails,
      total: doc.total,
      cafe_delivery: doc.cafeDelivery,
      cafe_format: doc.cafeFormat,
      template_code: doc.templateCode,
      signed_xml: doc.signedXml,
      digest_value: doc.digestValue,
      idempotency_key: doc.idempotencyKey,
      idempotency_hash: doc.idempotencyHash,
      pending_state: null,
      send_started_at: null,
      protocol: null,
      protocol_xml: null,
      authorised_at: null,
      result_code: null,
      result_message: null,
      result_details: null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findContingencySince(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'pac_contingency_since')
    .executeTakeFirst();
  return row?.value;
}
