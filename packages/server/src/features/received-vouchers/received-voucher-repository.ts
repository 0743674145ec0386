import type { Insertable } from 'kysely';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import type { ReceivedVouchersTable } from '../../adapters/db/schema.ts';
import type { VoucherOrder, VoucherSearchFilters } from '../voucher-lists/index.ts';
import { documentNumberColumns } from '../../adapters/db/document-number-columns.ts';

export type NewReceivedVoucher = Insertable<ReceivedVouchersTable>;

const listColumns = [
  'id',
  'access_key',
  'cufe',
  ...documentNumberColumns,
  'issued_at',
  'authorised_at',
  'issuer_ruc',
  'issuer_name',
  'total',
] as const;

/** Stores a received voucher unless the company has one with that key; the new id, or undefined. */
export async function insertReceivedVoucher(db: Db, row: NewReceivedVoucher): Promise<string | undefined> {
  const inserted = await db
    .insertInto('received_vouchers')
    .values(row)
    .onConflict((oc) => oc.columns(['company_ruc', 'access_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function findReceivedByKey(db: Db, ruc: string, accessKey: string) {
  return (
    db
      .selectFrom('received_vouchers')
      .select(['id', 'load_batch'])
      .where('company_ruc', '=', ruc)
      // A document loaded by its 49-digit key is the same one its CUFE names.
      .where((eb) => eb.or([eb('access_key', '=', accessKey), eb('cufe', '=', accessKey)]))
      .executeTakeFirst()
  );
}

function filtered(db: Db, ruc: string, filters: VoucherSearchFilters) {
  let query = db.selectFrom('received_vouchers').where('company_ruc', '=', ruc);
  if (filters.issuedFrom) query = query.where('issued_at', '>=', filters.issuedFrom);
  if (filters.issuedBefore) query = query.where('issued_at', '<', filters.issuedBefore);
  if (filters.docType) query = query.where('doc_type', '=', filters.docType);
  if (filters.cafeDelivery) query = query.where('cafe_delivery', '=', filters.cafeDelivery);
  if (filters.number !== undefined) query = query.where('number', '=', String(filters.number));
  if (filters.numberFrom !== undefined) query = query.where('number', '>=', String(filters.numberFrom));
  if (filters.numberTo !== undefined) query = query.where('number', '<=', String(filters.numberTo));
  // The issuer's RUC or name, case-insensitive.
  if (filters.cufe !== undefined) query = query.where('cufe', '=', filters.cufe);
  if (filters.partyPrefix) {
    const prefix = `${escapeLike(filters.partyPrefix.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([eb('issuer_ruc', 'like', prefix), eb(eb.fn('lower', ['issuer_name']), 'like', prefix)]),
    );
  }
  return query;
}

export async function listReceived(
  db: Db,
  ruc: string,
  filters: VoucherSearchFilters,
  order: VoucherOrder,
  page: { offset: number; limit: number },
) {
  return filtered(db, ruc, filters)
    .select(listColumns)
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countReceived(db: Db, ruc: string, filters: VoucherSearchFilters): Promise<number> {
  const row = await filtered(db, ruc, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The company's received vouchers among `ids`, without their XML (to name ZIP entries). */
export async function findReceivedRefs(db: Db, ruc: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('received_vouchers')
    .select(['id', 'cufe'])
    .where('company_ruc', '=', ruc)
    .where('id', 'in', ids)
    .execute();
}

export async function findReceivedFiles(db: Db, ruc: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('received_vouchers')
    .select(['id', 'cufe', 'doc_type', 'signed_xml', 'protocol', 'authorised_at'])
    .where('company_ruc', '=', ruc)
    .where('id', 'in', ids)
    .execute();
}
