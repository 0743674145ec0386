import { sql, type Transaction } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database, PaymentState } from '../../adapters/db/schema.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { Executor } from './voucher-ledger-repository.ts';

export async function listActivePlans(db: Db) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'type', 'price', 'vouchers', 'description'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findActivePlan(db: Db, id: number) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'price', 'vouchers'])
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function listActiveBankAccounts(db: Db) {
  return db
    .selectFrom('bank_accounts')
    .select(['bank_name', 'holder_name', 'holder_identification', 'account_type', 'account_number'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findTaxRate(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'itbms_rate')
    .executeTakeFirst();
  return row?.value;
}

export async function findCompanyKind(db: Db, ruc: string) {
  return db
    .selectFrom('companies')
    .select(['kind', 'business_name'])
    .where('ruc', '=', ruc)
    .executeTakeFirst();
}

/** The company's purchase still waiting for its payment (pre-contracted or under review), if any. */
export async function findOpenPurchase(db: Executor, ruc: string) {
  return db
    .selectFrom('package_purchases')
    .select(['id', 'plan_name', 'state'])
    .where('company_ruc', '=', ruc)
    .where('state', 'in', [1, 2])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewPurchase = {
  companyRuc: string;
  planId: number;
  planName: string;
  vouchers: number;
  price: string;
  taxRate: string;
  total: string;
  requestedBy: number;
  proof: { mediaType: 'image/png' | 'image/jpeg'; image: Uint8Array } | undefined;
};

/**
 * The purchase (and its proof, which makes it CONTRATADO at once) in one transaction, with what
 * `afterInsert` adds to it (the e-mail's job). The company's row is locked first, so two purchases of one
 * company at once are judged one after the other.
 */
export async function insertPurchase(
  db: Db,
  purchase: NewPurchase,
  isAllowed: (trx: Executor) => Promise<boolean>,
  afterInsert: (trx: Transaction<Database>, row: { id: number; state: PaymentState }) => Promise<void>,
): Promise<{ id: number; state: PaymentState } | undefined> {
  return runInTransaction(db, async (trx) => {
    await trx
      .selectFrom('companies')
      .select('ruc')
      .where('ruc', '=', purchase.companyRuc)
      .forUpdate()
      .execute();
    if (!(await isAllowed(trx))) return undefined;
    const row = await trx
      .insertInto('package_purchases')
      .values({
        company_ruc: purchase.companyRuc,
        plan_id: purchase.planId,
        plan_name: purchase.planName,
        vouchers: purchase.vouchers,
        price: purchase.price,
        tax_rate: purchase.taxRate,
        total: purchase.total,
        state: purchase.proof ? 2 : 1,
        requested_by: purchase.requestedBy,
      })
      .returning(['id', 'state'])
      .executeTakeFirstOrThrow();
    if (purchase.proof) {
      await trx
        .insertInto('payment_receipts')
        .values({
          purchase_id: row.id,
          company_ruc: purchase.companyRuc,
          media_type: purchase.proof.mediaType,
          image: purchase.proof.image,
        })
        .execute();
    }
    await afterInsert(trx, row);
    return row;
  });
}

export async function findPurchase(db: Executor, id: number) {
  return db
    .selectFrom('package_purchases')
    .select(['id', 'company_ruc', 'state', 'plan_name', 'vouchers'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Adds a proof to a purchase the company may still pay (1, 2 or 4) and puts it up for review (2), inside
 * the caller's transaction; undefined when the purchase is not in such a state (any more).
 */
export async function addReceipt(
  trx: Transaction<Database>,
  input: { purchaseId: number; companyRuc: string; mediaType: 'image/png' | 'image/jpeg'; image: Uint8Array },
): Promise<{ id: number; state: PaymentState } | undefined> {
  const updated = await trx
    .updateTable('package_purchases')
    .set({ state: 2, observation: null })
    .where('id', '=', input.purchaseId)
    .where('company_ruc', '=', input.companyRuc)
    .where('state', 'in', [1, 2, 4])
    .returning(['id', 'state'])
    .executeTakeFirst();
  if (!updated) return undefined;
  await trx
    .insertInto('payment_receipts')
    .values({
      purchase_id: input.purchaseId,
      company_ruc: input.companyRuc,
      media_type: input.mediaType,
      image: input.image,
    })
    .execute();
  return updated;
}

/** Annuls a purchase not yet approved; undefined when it is approved or annulled already. */
export async function annulPurchase(db: Db, id: number, ruc: string) {
  return db
    .updateTable('package_purchases')
    .set({ state: 5 })
    .where('id', '=', id)
    .where('company_ruc', '=', ruc)
    .where('state', 'in', [1, 2, 4])
    .returning('id')
    .executeTakeFirst();
}

/** The company's purchases still to be paid, reviewed or paid again (not approved nor annulled). */
export async function listPreContracted(db: Db, ruc: string) {
  return db
    .selectFrom('package_purchases')
    .select(['id', 'created_at', 'plan_name', 'vouchers', 'total', 'state', 'observation'])
    .where('company_ruc', '=', ruc)
    .where('state', 'in', [1, 2, 4])
    .orderBy('id', 'desc')
    .execute();
}

/** The purchases waiting for review (CONTRATADO), newest first, one page. */
export async function listForReview(db: Db, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('package_purchases as pp')
      .innerJoin('companies as c', 'c.ruc', 'pp.company_ruc')
      .select(['pp.id', 'pp.company_ruc', 'c.business_name', 'pp.plan_name', 'pp.total'])
      .where('pp.state', '=', 2)
      .orderBy('pp.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('package_purchases')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('state', '=', 2)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

export async function listReceipts(db: Db, purchaseId: number) {
  return db
    .selectFrom('payment_receipts')
    .select(['media_type', 'image'])
    .where('purchase_id', '=', purchaseId)
    .orderBy('id')
    .execute();
}

/** Locks a purchase under review for its decision; undefined when it is not (any more) under review. */
export async function lockPurchaseUnderReview(trx: Executor, id: number) {
  return trx
    .selectFrom('package_purchases')
    .select(['id', 'company_ruc', 'plan_name', 'vouchers'])
    .where('id', '=', id)
    .where('state', '=', 2)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordDecision(
  trx: Executor,
  id: number,
  decision: {
    state: 3 | 4;
    observation: string | null;
    reviewedBy: number;
    at: Date;
    packageId: number | null;
  },
): Promise<void> {
  await trx
    .updateTable('package_purchases')
    .set({
      state: decision.state,
      observation: decision.observation,
      reviewed_by: decision.reviewedBy,
      reviewed_at: decision.at,
      package_id: decision.packageId,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertCompanyNotice(
  trx: Executor,
  notice: { ruc: string; kind: 'success' | 'warning'; keyword: string; message: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      company_ruc: notice.ruc,
      kind: notice.kind,
      keyword: notice.keyword,
      message: notice.message,
      expires_at: notice.expiresAt,
    })
    .execute();
}

/** What a payment e-mail tells of a purchase: the company, the plan, the amount, the decision. */
export async function findPurchaseForMail(db: Db, id: number) {
  return db
    .selectFrom('package_purchases as pp')
    .innerJoin('companies as c', 'c.ruc', 'pp.company_ruc')
    .leftJoin('voucher_packages as vp', 'vp.id', 'pp.package_id')
    .select([
      'pp.id',
      'pp.company_ruc',
      'c.business_name',
      'pp.plan_name',
      'pp.vouchers',
      'pp.total',
      'pp.state',
      'pp.observation',
      'vp.expires_at',
    ])
    .where('pp.id', '=', id)
    .executeTakeFirst();
}

/** The e-mail addresses of the platform's administrators who can sign in (they review the payments). */
export async function findPlatformAdministratorEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('company_users as cu')
    .innerJoin('companies as c', 'c.ruc', 'cu.company_ruc')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select('u.email')
    .where('c.kind', '=', 'PLT')
    .where('cu.profile', '=', 'ADM')
    .where('cu.state', 'in', ['ACT', 'PRI'])
    .execute();
  return rows.map((row) => row.email);
}
