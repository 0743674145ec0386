import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { DocumentMailAttemptsTable, MailDeliveryState } from '../../adapters/db/schema.ts';
import { documentNumberColumns } from '../../adapters/db/document-number-columns.ts';

export type RecipientAnswer = {
  address: string;
  state: MailDeliveryState;
  code: number | null;
  response: string;
};

export type NewMailAttempt = {
  documentId: string;
  ruc: string;
  reason: DocumentMailAttemptsTable['reason'];
  state: MailDeliveryState;
  messageId: string | null;
  at: Date;
  recipients: readonly RecipientAnswer[];
};

/** The attempt and what each recipient's server answered, in one statement (the e-mail job runs per document). */
export async function insertMailAttempt(db: Db, attempt: NewMailAttempt): Promise<void> {
  const recipients = JSON.stringify(
    attempt.recipients.map((recipient) => ({
      address: recipient.address,
      state: recipient.state,
      smtp_code: recipient.code,
      smtp_response: recipient.response,
    })),
  );
  await sql`
    with attempt as (
      insert into document_mail_attempts
        (document_id, company_ruc, reason, state, message_id, attempted_at)
      values (${attempt.documentId}, ${attempt.ruc}, ${attempt.reason}, ${attempt.state},
        ${attempt.messageId}, ${attempt.at})
      returning id
    )
    insert into document_mail_recipients
      (attempt_id, address, state, smtp_code, smtp_response, answered_at)
    select attempt.id, r.address, r.state, r.smtp_code, r.smtp_response, ${attempt.at}
    from attempt,
      jsonb_to_recordset(${recipients}::jsonb)
        as r (address text, state text, smtp_code integer, smtp_response text)
    on conflict (attempt_id, address) do nothing
  `.execute(db);
}

/** The company's issued document with what a delivery notice names (its receiver and number). */
export async function findDeliveredDocument(db: Db, ruc: string, id: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'company_ruc', ...documentNumberColumns, 'receiver_name', 'receiver_identification'])
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An issued document whatever its company: a PAC's tracking names the document, not the caller. */
export async function findDocumentCompany(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('documents').select('company_ruc').where('id', '=', id).executeTakeFirst();
  return row?.company_ruc;
}

/** A document's e-mails, newest first, each with its recipients. */
export async function findMailAttempts(db: Db, documentId: string) {
  const attempts = await db
    .selectFrom('document_mail_attempts')
    .select(['id', 'reason', 'state', 'attempted_at'])
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  if (attempts.length === 0) return [];
  const recipients = await db
    .selectFrom('document_mail_recipients')
    .select([
      'attempt_id',
      'address',
      'state',
      'smtp_code',
      'smtp_response',
      'answered_at',
      'tracked_at',
      'tracking_detail',
    ])
    .where(
      'attempt_id',
      'in',
      attempts.map((attempt) => attempt.id),
    )
    .orderBy('address')
    .execute();
  return attempts.map((attempt) => ({
    ...attempt,
    recipients: recipients.filter((recipient) => String(recipient.attempt_id) === String(attempt.id)),
  }));
}

/**
 * The latest attempt of the document that the server accepted for `address`: the one a PAC's delivery
 * report is about. A refused recipient never reached the PAC's tracking, so it is not a candidate.
 */
export async function findTrackedRecipient(db: Db, documentId: string, address: string) {
  return db
    .selectFrom('document_mail_recipients as r')
    .innerJoin('document_mail_attempts as a', 'a.id', 'r.attempt_id')
    .select(['r.attempt_id', 'r.state'])
    .where('a.document_id', '=', documentId)
    .where('r.address', '=', address)
    .where('r.state', 'in', ['ENV', 'ENT', 'REB'])
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
}

export async function updateRecipientTracking(
  db: Db,
  update: { attemptId: string; address: string; state: MailDeliveryState; at: Date; detail: string },
): Promise<void> {
  await db
    .updateTable('document_mail_recipients')
    .set({ state: update.state, tracked_at: update.at, tracking_detail: update.detail })
    .where('attempt_id', '=', update.attemptId)
    .where('address', '=', update.address)
    .execute();
}

export async function findAttemptRecipientStates(db: Db, attemptId: string): Promise<MailDeliveryState[]> {
  const rows = await db
    .selectFrom('document_mail_recipients')
    .select('state')
    .where('attempt_id', '=', attemptId)
    .execute();
  return rows.map((row) => row.state);
}

export async function updateAttemptState(db: Db, attemptId: string, state: MailDeliveryState): Promise<void> {
  await db.updateTable('document_mail_attempts').set({ state }).where('id', '=', attemptId).execute();
}

/** The company's notice to fix a customer's address (one keyword: the newest shows, older ones expire). */
export async function insertDeliveryNotice(
  db: Db,
  notice: { ruc: string; keyword: string; message: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      company_ruc: notice.ruc,
      kind: 'warning',
      keyword: notice.keyword,
      message: notice.message,
      expires_at: notice.expiresAt,
    })
    .execute();
}
