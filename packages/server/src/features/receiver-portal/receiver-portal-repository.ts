import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import { documentNumberColumnsOfD } from '../../adapters/db/document-number-columns.ts';

/** Link requests since `since` for the RUC and for the e-mail address, matched or not. */
export async function countLinkRequests(db: Db, ruc: string, email: string, since: Date) {
  const row = await db
    .selectFrom('receiver_portal_links')
    .select([
      sql<number>`count(*) filter (where receiver_ruc = ${ruc})`.as('per_ruc'),
      sql<number>`count(*) filter (where email = ${email})`.as('per_email'),
    ])
    .where('requested_at', '>=', since)
    .where((eb) => eb.or([eb('receiver_ruc', '=', ruc), eb('email', '=', email)]))
    .executeTakeFirstOrThrow();
  return { perRuc: Number(row.per_ruc), perEmail: Number(row.per_email) };
}

export async function insertLinkRequest(
  db: Db,
  request: { ruc: string; dv: string; email: string; now: Date; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('receiver_portal_links')
    .values({
      receiver_ruc: request.ruc,
      receiver_dv: request.dv,
      email: request.email,
      requested_at: request.now,
      expires_at: request.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findLinkRequest(db: Db, id: string) {
  return db
    .selectFrom('receiver_portal_links')
    .select(['id', 'receiver_ruc', 'receiver_dv', 'email', 'token_hash', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Whether some company here has a customer with this identification, DV and e-mail. A customer's e-mail
 * field may hold several addresses (separated by ',' or ';'): any of them counts.
 */
export async function isAddressOnFile(db: Db, ruc: string, dv: string, email: string): Promise<boolean> {
  const rows = await db
    .selectFrom('customers')
    .select('email')
    .where('identification', '=', ruc)
    .where(sql<string>`ltrim(coalesce(dv, ''), '0')`, '=', dv.replace(/^0+/, ''))
    .where(sql<string>`lower(email)`, 'like', `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
  return rows.some((row) =>
    (row.email ?? '').split(/[,;\s]+/).some((address) => address.trim().toLowerCase() === email),
  );
}

export async function setLinkToken(db: Db, id: string, tokenHash: string): Promise<void> {
  await db.updateTable('receiver_portal_links').set({ token_hash: tokenHash }).where('id', '=', id).execute();
}

/** Marks the link used if it still may be: the RUC it signs in for, or undefined (used, expired, unknown). */
export async function consumeLink(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('receiver_portal_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('receiver_ruc')
    .executeTakeFirst();
  return row?.receiver_ruc;
}

function receivedDocuments(db: Db, ruc: string) {
  return db
    .selectFrom('documents as d')
    .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
    .where('d.receiver_identification', '=', ruc)
    .where('d.status', 'in', ['AUT', 'ANU']);
}

/** The documents issued to the RUC by any company here, newest first, with their issuer's name. */
export async function listReceiverDocuments(
  db: Db,
  ruc: string,
  filter: { from?: Date; before?: Date; ids?: readonly string[]; limit: number },
) {
  let query = receivedDocuments(db, ruc).select([
    'd.id',
    'd.company_ruc',
    'd.cufe',
    ...documentNumberColumnsOfD,
    'd.status',
    'd.issued_at',
    'd.authorised_at',
    'd.cancelled_at',
    'd.total',
    'c.business_name',
  ]);
  if (filter.from) query = query.where('d.issued_at', '>=', filter.from);
  if (filter.before) query = query.where('d.issued_at', '<', filter.before);
  if (filter.ids) query = query.where('d.id', 'in', filter.ids.length > 0 ? filter.ids : ['0']);
  return query.orderBy('d.issued_at', 'desc').orderBy('d.id', 'desc').limit(filter.limit).execute();
}
