import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';

/** Per affiliated company: documents refused and long pending, certificate expiry and vouchers left. */
export async function findAttentionFacts(db: Db, partnerRuc: string, now: Date, pendingSince: Date) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_certificates as cc', 'cc.company_ruc', 'c.ruc')
    .select((eb) => [
      'c.ruc',
      'c.business_name',
      'cc.not_after',
      eb
        .selectFrom('document_counts as dc')
        .select(sql<number>`coalesce(sum(dc.total), 0)::int`.as('n'))
        .whereRef('dc.company_ruc', '=', 'c.ruc')
        .where('dc.status', '=', 'NAU')
        .as('refused'),
      eb
        .selectFrom('documents as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.company_ruc', '=', 'c.ruc')
        .where('d.status', '=', 'PEN')
        .where('d.issued_at', '<', pendingSince)
        .as('stale'),
      eb
        .selectFrom('voucher_packages as vp')
        .select(
          sql<
            number | null
          >`case when bool_or(vp.vouchers_total = -1) then -1 else sum(vp.vouchers_available) end::int`.as(
            'n',
          ),
        )
        .whereRef('vp.company_ruc', '=', 'c.ruc')
        .where('vp.expires_at', '>', now)
        .as('available'),
    ])
    .where('c.partner_ruc', '=', partnerRuc)
    .orderBy('c.business_name')
    .execute();
}
