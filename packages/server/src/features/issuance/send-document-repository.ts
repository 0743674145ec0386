import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import { prepared } from '../../adapters/db/prepared-statements.ts';
import { documentPacKeyColumns } from '../../adapters/db/document-number-columns.ts';

export async function findDocumentToSend(db: Db, id: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'cufe',
      'status',
      'signed_xml',
      'send_started_at',
      'send_attempts',
      'voucher_package_id',
      'company_ruc',
      'pac_family',
      'pac_document_xml',
      ...documentPacKeyColumns,
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Documents' first sends to the PAC by signature (not the integration API), claimed and read in one
 * statement: each is marked as markSendStarted does, and answered when it is still pending and was never
 * sent. Any other document is left out of the answer and goes the long way (findDocumentToSend).
 */
export async function claimFirstSends(db: Db, ids: readonly string[], now: Date) {
  return db
    .updateTable('documents')
    .set((eb) => ({ send_started_at: now, send_attempts: eb('send_attempts', '+', 1) }))
    .where('id', '=', sql<string>`any(${[...ids]}::bigint[])`)
    .where('status', '=', 'PEN')
    .where('send_started_at', 'is', null)
    .where('pac_family', '<>', 'hka')
    .returning(['id', 'cufe', 'signed_xml', 'send_started_at', 'voucher_package_id', 'company_ruc'])
    .execute();
}

/** Recorded before the request leaves, so a worker that dies mid-send leaves a trace to consult first. */
export async function markSendStarted(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('documents')
    .set((eb) => ({ send_started_at: now, send_attempts: eb('send_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The document's delivery fields when this call authorised it (it was still pending), else undefined. */
export async function recordAuthorised(
  db: Db,
  id: string,
  outcome: {
    protocol: string;
    processedAt: Date;
    protocolXml: string | null;
    warnings: string | null;
    /** A document the PAC signed: its CUFE and signed XML (with the QR) become the document's of record. */
    signedByPac?: { cufe: string; signedXml: string; digestValue: string };
  },
) {
  // The PAC answered, so a contingency ends: in the same statement, not one more per send.
  return db
    .with('ended_contingency', (q) => q.deleteFrom('app_settings').where('key', '=', 'pac_contingency_since'))
    .updateTable('documents')
    .set({
      ...(outcome.signedByPac
        ? {
            cufe: outcome.signedByPac.cufe,
            signed_xml: outcome.signedByPac.signedXml,
            digest_value: outcome.signedByPac.digestValue,
          }
        : {}),
      status: 'AUT',
      pending_state: null,
      protocol: outcome.protocol,
      authorised_at: outcome.processedAt,
      protocol_xml: outcome.protocolXml,
      result_code: '0260',
      result_message: 'Autorizado el uso de la FE',
      result_details: outcome.warnings,
    })
    .where('id', '=', id)
    .where('status', '=', 'PEN')
    .returning(['cafe_delivery', 'receiver_emails', 'company_ruc', 'cufe', 'doc_type', 'number'])
    .executeTakeFirst();
}

export type AuthorisedOutcome = {
  id: string;
  protocol: string;
  processedAt: Date;
  protocolXml: string | null;
  warnings: string | null;
};

/**
 * Several documents authorised by the PAC, recorded in one statement (the worker's groups, ADR 0182), as
 * recordAuthorised records one signed here: each only while it is still pending. Answers the delivery
 * fields of those this call authorised, in no particular order.
 */
export async function recordAuthorisedGroup(trx: Db, outcomes: readonly AuthorisedOutcome[]) {
  if (outcomes.length === 0) return [];
  const rows = sql.join(
    outcomes.map(
      (outcome) =>
        sql`(${outcome.id}, ${outcome.protocol}, ${outcome.processedAt.toISOString()}, ${outcome.protocolXml}, ${outcome.warnings})`,
    ),
  );
  // The ids again as an array: PostgreSQL cannot prune the month partitions (ADR 0186) by a join to VALUES
  // when it plans, and would plan every month's; by `= any` it plans only the months these ids are in.
  const result = await sql<{
    id: string;
    cafe_delivery: string;
    receiver_emails: string | null;
    company_ruc: string;
    cufe: string;
    doc_type: string;
    number: string;
  }>`
    with ended_contingency as (delete from app_settings where key = 'pac_contingency_since'),
    outcome (id, protocol, processed_at, protocol_xml, warnings) as (values ${rows})
    update documents d
       set status = 'AUT',
           pending_state = null,
           protocol = outcome.protocol,
           authorised_at = outcome.processed_at::timestamptz,
           protocol_xml = outcome.protocol_xml,
           result_code = '0260',
           result_message = 'Autorizado el uso de la FE',
           result_details = outcome.warnings
      from outcome
     where d.id = outcome.id::bigint and d.status = 'PEN'
       and d.id = any(${outcomes.map((outcome) => outcome.id)}::bigint[])
    returning d.id::text as id, d.cafe_delivery, d.receiver_emails, d.company_ruc, d.cufe, d.doc_type,
              d.number`.execute(trx);
  return result.rows;
}

/**
 * A refused document gives its voucher back, with its ledger row: only authorised documents are charged.
 * Answers the document when this call refused it (it was still pending). Run it in a transaction.
 */
export async function recordRejected(
  trx: Db,
  id: string,
  voucherPackageId: number | null,
  outcome: { code: string; message: string; details: string | null },
) {
  const updated = await trx
    .updateTable('documents')
    .set({
      status: 'NAU',
      pending_state: null,
      result_code: outcome.code,
      result_message: outcome.message,
      result_details: outcome.details,
    })
    .where('id', '=', id)
    .where('status', '=', 'PEN')
    .returning(['company_ruc', 'cufe', 'doc_type', 'number', 'billing_point_id'])
    .executeTakeFirst();
  if (updated && voucherPackageId !== null) {
    await trx
      .updateTable('voucher_packages')
      .set((eb) => ({ vouchers_available: eb('vouchers_available', '+', 1) }))
      .where('id', '=', voucherPackageId)
      .execute();
    await trx
      .insertInto('voucher_ledger')
      .values({
        company_ruc: updated.company_ruc,
        package_id: voucherPackageId,
        kind: 'refund',
        delta: 1,
        billing_point_id: updated.billing_point_id,
        document_number: updated.number,
      })
      .execute();
  }
  return updated;
}

export async function recordPending(
  db: Db,
  id: string,
  state: 4 | 5 | 11,
  code: string,
  message: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ pending_state: state, result_code: code, result_message: message })
    .where('id', '=', id)
    .where('status', '=', 'PEN')
    .execute();
}

/** Starts the contingency once the PAC keeps failing; recordAuthorised ends it. */
export async function setContingency(db: Db, since: Date): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: 'pac_contingency_since', value: since.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * How many documents wait because the PAC was unavailable (pending state 4), counted up to `cap`: the
 * contingency begins at `cap` (ADR 0008). By their own index (migration 0115), as a prepared statement:
 * unbounded by id, it is planned over every month's partition, once per connection instead of on every
 * failure (ADR 0197).
 */
export async function countUnavailableUpTo(db: Db, cap: number): Promise<number> {
  const waiting = db
    .selectFrom('documents')
    .select(sql<number>`1`.as('one'))
    .where('status', '=', 'PEN')
    .where('pending_state', '=', 4)
    .limit(cap);
  const query = db.selectFrom(waiting.as('waiting')).select((eb) => eb.fn.countAll<string>().as('count'));
  const { rows } = await db.executeQuery(prepared(query.compile()));
  return Number(rows[0]?.count ?? 0);
}

/**
 * Marks up to `limit` documents waiting for the PAC since before `cutoff` as reported in doubt and answers
 * their ids, the oldest first; each document is claimed once (concurrent sweeps skip each other's rows).
 * Run it in the transaction that reports them. In the order of the awaiting index (`created_at`, only the
 * documents still awaiting): in id order PostgreSQL walked each month's primary key instead, through every
 * document when none was waiting, 5.6 s a minute at 10M documents over 144 months (ADR 0186).
 */
export async function claimDocumentsInDoubt(
  trx: Db,
  input: { cutoff: Date; now: Date; limit: number },
): Promise<string[]> {
  const rows = await trx
    .updateTable('documents')
    .set({ doubt_reported_at: input.now })
    .where(
      'id',
      'in',
      trx
        .selectFrom('documents')
        .select('id')
        .where('status', '=', 'PEN')
        .where('doubt_reported_at', 'is', null)
        .where('created_at', '<=', input.cutoff)
        .orderBy('created_at')
        .limit(input.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
}
