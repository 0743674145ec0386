import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

/** Which companies an administrative list holds: all, a text search, or the search form's parameters. */
export type CompanyFilter = {
  term?: string;
  accountingFirmRuc?: string;
  paymentType?: number;
  isPartner?: boolean;
  /** A partner's affiliated companies only. */
  partnerRuc?: string;
};

type CompanyEb = ExpressionBuilder<Database & { c: Database['companies'] }, 'c'>;

/** The RUC starts with, or the business name contains, the term; accents and case aside. */
export function matchesCompanyTerm(eb: CompanyEb, term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  return eb.or([
    eb('c.ruc', 'ilike', `${escapeLike(term)}%`),
    eb(
      sql`translate(lower(c.business_name), 'áéíóúüñ', 'aeiouun')`,
      'like',
      sql`translate(lower(${pattern}), 'áéíóúüñ', 'aeiouun')`,
    ),
  ]);
}

function whereFilter(eb: CompanyEb, filter: CompanyFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('c.kind', '<>', 'PLT')];
  if (filter.term) conditions.push(matchesCompanyTerm(eb, filter.term));
  if (filter.accountingFirmRuc) conditions.push(eb('c.partner_ruc', '=', filter.accountingFirmRuc));
  if (filter.paymentType !== undefined) conditions.push(eb('c.payment_type', '=', filter.paymentType));
  if (filter.isPartner !== undefined) conditions.push(eb('c.kind', filter.isPartner ? '=' : '<>', 'PAR'));
  if (filter.partnerRuc) conditions.push(eb('c.partner_ruc', '=', filter.partnerRuc));
  return eb.and(conditions);
}

/**
 * Vouchers a company has issued (every stored document: each one spent a voucher), from the per-status
 * counters (0004) so that no list page counts documents.
 */
function issuedCount(eb: CompanyEb) {
  return eb
    .selectFrom('document_counts as dc')
    .select(sql<number>`coalesce(sum(dc.total), 0)::int`.as('n'))
    .whereRef('dc.company_ruc', '=', 'c.ruc');
}

/** Vouchers left in the packages still in force; -1 when one of them is unlimited. */
function availableCount(eb: CompanyEb, now: Date) {
  return eb
    .selectFrom('voucher_packages as vp')
    .select(
      sql<number>`case when bool_or(vp.vouchers_total = -1) then -1 else coalesce(sum(vp.vouchers_available), 0) end::int`.as(
        'n',
      ),
    )
    .whereRef('vp.company_ruc', '=', 'c.ruc')
    .where('vp.expires_at', '>', now);
}

export type CompanyListRow = Awaited<ReturnType<typeof findCompanyPage>>['rows'][number];

/** One page of companies, newest first, with their counts, payment type and accounting firm. */
export async function findCompanyPage(
  db: Db,
  filter: CompanyFilter,
  page: { offset: number; limit: number },
  now: Date,
) {
  const rows = await db
    .selectFrom('companies as c')
    .innerJoin('payment_types as pt', 'pt.code', 'c.payment_type')
    .leftJoin('companies as f', 'f.ruc', 'c.partner_ruc')
    .select((eb) => [
      'c.ruc',
      'c.dv',
      'c.kind',
      'c.taxpayer_type',
      'c.business_name',
      'c.trade_name',
      'c.address',
      'c.email',
      'c.phone',
      'c.subdomain',
      'c.keeps_accounts',
      'c.subscription_key',
      'c.created_at',
      'c.payment_type',
      'pt.name as payment_type_name',
      'c.partner_ruc',
      'f.business_name as firm_name',
      issuedCount(eb).as('issued'),
      availableCount(eb, now).as('available'),
    ])
    .where((eb) => whereFilter(eb, filter))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.ruc', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const counted = await db
    .selectFrom('companies as c')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) => whereFilter(eb, filter))
    .executeTakeFirstOrThrow();
  return { rows, total: counted.total };
}

export async function findCompanyKind(db: Db, ruc: string) {
  return db
    .selectFrom('companies')
    .select(['ruc', 'kind', 'partner_ruc', 'business_name'])
    .where('ruc', '=', ruc)
    .executeTakeFirst();
}

export async function saveSubscriptionKey(db: Db, ruc: string, key: string | null): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ subscription_key: key })
    .where('ruc', '=', ruc)
    .where('kind', '<>', 'PLT')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type CompanyUpdate = {
  ruc: string;
  businessName: string;
  tradeName: string | null;
  address: string;
  email: string;
  phone: string;
  subdomain: string | null;
  keepsAccounts: boolean;
  paymentType: number;
  accountingFirmRuc: string | null;
};

export async function saveCompanyUpdate(db: Db, update: CompanyUpdate): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({
      business_name: update.businessName,
      trade_name: update.tradeName,
      address: update.address,
      email: update.email,
      phone: update.phone,
      subdomain: update.subdomain,
      keeps_accounts: update.keepsAccounts,
      payment_type: update.paymentType,
      partner_ruc: update.accountingFirmRuc,
    })
    .where('ruc', '=', update.ruc)
    .where('kind', '<>', 'PLT')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findPaymentTypes(db: Db) {
  return db.selectFrom('payment_types').select(['code', 'name']).orderBy('code').execute();
}

/** Companies that are not partner firms whose RUC or name matches: the partner-profile autocomplete. */
export async function findNonPartnerCompanies(db: Db, term: string, limit: number) {
  return db
    .selectFrom('companies as c')
    .select(['c.ruc', 'c.business_name'])
    .where('c.kind', '=', 'EMP')
    .where((eb) => matchesCompanyTerm(eb, term))
    .orderBy('c.business_name')
    .limit(limit)
    .execute();
}

/** Every partner firm with each of its companies' counts (ACT), firms by name. */
export async function findAccountingFirms(db: Db, now: Date) {
  const firms = await db
    .selectFrom('companies as c')
    .select(['c.ruc', 'c.business_name', 'c.email', 'c.phone', 'c.created_at'])
    .where('c.kind', '=', 'PAR')
    .orderBy('c.business_name')
    .execute();
  const companies = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.ruc',
      'c.business_name',
      'c.partner_ruc',
      issuedCount(eb).as('issued'),
      availableCount(eb, now).as('available'),
    ])
    .where('c.partner_ruc', 'in', firms.length > 0 ? firms.map((firm) => firm.ruc) : [''])
    .orderBy('c.business_name')
    .execute();
  return { firms, companies };
}

/** A company becomes a partner firm: its users get the partner's menu and calls from their next sign-in. */
export async function makePartnerFirm(trx: Transaction<Database>, ruc: string): Promise<void> {
  await trx.updateTable('companies').set({ kind: 'PAR' }).where('ruc', '=', ruc).execute();
}
