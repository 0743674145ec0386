import type { Db } from '../../adapters/db/open-database.ts';

function quotesWithAuthor(db: Db) {
  return db
    .selectFrom('quotes as q')
    .innerJoin('company_users as cu', 'cu.id', 'q.created_by')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .leftJoin('documents as d', 'd.id', 'q.invoice_document_id')
    .select([
      'q.id',
      'q.number',
      'q.document_type',
      'q.receiver_name',
      'q.total',
      'q.valid_until',
      'q.created_at',
      'q.sent_to',
      'q.sent_at',
      'q.accepted_at',
      'q.invoice_document_id',
      'u.full_name as author_name',
      'd.branch_code',
      'd.point_code',
      'd.number as invoice_number',
    ]);
}

export type QuoteRecord = Awaited<ReturnType<typeof listCompanyQuotes>>[number];

export async function listCompanyQuotes(db: Db, ruc: string) {
  return quotesWithAuthor(db).where('q.company_ruc', '=', ruc).orderBy('q.number', 'desc').execute();
}

export async function findCompanyQuote(db: Db, ruc: string, id: number) {
  return quotesWithAuthor(db).where('q.company_ruc', '=', ruc).where('q.id', '=', id).executeTakeFirst();
}

export async function findQuoteContent(db: Db, ruc: string, id: number) {
  return db
    .selectFrom('quotes')
    .select(['pdf', 'state', 'document_type', 'number', 'receiver_name', 'total', 'valid_until'])
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The company's next quote number and the quote, in one transaction: the series row is locked by its
 * update until the quote is stored, so numbers neither repeat nor skip.
 */
export async function insertQuote(
  db: Db,
  quote: {
    ruc: string;
    documentType: string;
    state: string;
    receiverName: string;
    total: string;
    validUntil: string;
    authorId: number;
    render: (number: number) => Promise<Buffer>;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const series = await trx
      .insertInto('quote_series')
      .values({ company_ruc: quote.ruc, last_number: 1 })
      .onConflict((conflict) =>
        conflict
          .column('company_ruc')
          .doUpdateSet((eb) => ({ last_number: eb('quote_series.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('quotes')
      .values({
        company_ruc: quote.ruc,
        number: series.last_number,
        document_type: quote.documentType,
        state: quote.state,
        receiver_name: quote.receiverName,
        total: quote.total,
        valid_until: quote.validUntil,
        pdf: await quote.render(series.last_number),
        created_by: quote.authorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function recordQuoteSent(db: Db, id: number, sentTo: string, now: Date): Promise<void> {
  await db.updateTable('quotes').set({ sent_to: sentTo, sent_at: now }).where('id', '=', id).execute();
}

/**
 * Marks the quote accepted and puts its values in a new draft linked to it, once: a second acceptance
 * (a double click, another tab) finds it accepted and gets nothing.
 */
export async function acceptQuoteIntoDraft(
  db: Db,
  accepted: { ruc: string; id: number; editorId: number; now: Date },
): Promise<{ draftId: number; documentType: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const quote = await trx
      .updateTable('quotes')
      .set({ accepted_at: accepted.now })
      .where('company_ruc', '=', accepted.ruc)
      .where('id', '=', accepted.id)
      .where('accepted_at', 'is', null)
      .returning(['document_type', 'state', 'receiver_name', 'total'])
      .executeTakeFirst();
    if (!quote) return undefined;
    const draft = await trx
      .insertInto('drafts')
      .values({
        company_ruc: accepted.ruc,
        document_type: quote.document_type,
        state: quote.state,
        receiver_name: quote.receiver_name,
        total: quote.total,
        created_by: accepted.editorId,
        updated_by: accepted.editorId,
        created_at: accepted.now,
        updated_at: accepted.now,
        quote_id: accepted.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { draftId: draft.id, documentType: quote.document_type };
  });
}

export async function recordQuoteInvoice(db: Db, quoteId: number, documentId: number): Promise<void> {
  await db.updateTable('quotes').set({ invoice_document_id: documentId }).where('id', '=', quoteId).execute();
}

export async function findCompanyName(db: Db, ruc: string) {
  return db.selectFrom('companies').select('business_name').where('ruc', '=', ruc).executeTakeFirstOrThrow();
}

export async function findQuoteShareLink(db: Db, quoteId: number) {
  return db
    .selectFrom('quote_share_links')
    .select(['token_sealed', 'created_at'])
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
}

/** Keeps the first link when two shares race: the loser reads the winner's. */
export async function insertQuoteShareLink(
  db: Db,
  link: { quoteId: number; ruc: string; tokenHash: string; tokenSealed: string },
): Promise<void> {
  await db
    .insertInto('quote_share_links')
    .values({
      quote_id: link.quoteId,
      company_ruc: link.ruc,
      token_hash: link.tokenHash,
      token_sealed: link.tokenSealed,
    })
    .onConflict((conflict) => conflict.column('quote_id').doNothing())
    .execute();
}

export async function deleteQuoteShareLink(db: Db, ruc: string, quoteId: number): Promise<void> {
  await db
    .deleteFrom('quote_share_links')
    .where('quote_id', '=', quoteId)
    .where('company_ruc', '=', ruc)
    .execute();
}

/** The quote a share link's token opens, with its issuer's name and RUC. */
export async function findSharedQuote(db: Db, tokenHash: string) {
  return quotesWithAuthor(db)
    .innerJoin('quote_share_links as l', 'l.quote_id', 'q.id')
    .innerJoin('companies as c', 'c.ruc', 'q.company_ruc')
    .select(['c.business_name', 'c.ruc'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findSharedQuotePdf(db: Db, tokenHash: string) {
  return db
    .selectFrom('quote_share_links as l')
    .innerJoin('quotes as q', 'q.id', 'l.quote_id')
    .select(['q.pdf', 'q.number'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
