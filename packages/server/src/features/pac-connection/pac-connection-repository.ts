import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { CompanyPacConnectionsTable } from '../../adapters/db/schema.ts';
import { documentPacKeyColumns } from '../../adapters/db/document-number-columns.ts';

export type PacConnectionRow = Selectable<CompanyPacConnectionsTable>;

export async function findPacConnection(db: Db, ruc: string): Promise<PacConnectionRow | undefined> {
  return db
    .selectFrom('company_pac_connections')
    .selectAll()
    .where('company_ruc', '=', ruc)
    .executeTakeFirst();
}

export async function savePacConnection(
  db: Db,
  row: Insertable<CompanyPacConnectionsTable>,
): Promise<PacConnectionRow> {
  const { company_ruc: _ruc, ...changes } = row;
  return db
    .insertInto('company_pac_connections')
    .values(row)
    .onConflict((conflict) => conflict.column('company_ruc').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps the last 'Probar conexión' answer; the connection's own updated_at is left alone. */
export async function recordPacTest(
  db: Db,
  ruc: string,
  test: { at: Date; ok: boolean; message: string },
): Promise<void> {
  await db
    .updateTable('company_pac_connections')
    .set({ last_test_at: test.at, last_test_ok: test.ok, last_test_message: test.message })
    .where('company_ruc', '=', ruc)
    .execute();
}

/** An answer from a PAC that could not be read, kept for the operator. */
export async function recordUnreadableAnswer(
  db: Db,
  entry: { companyRuc: string | null; operation: string; detail: string; rawAnswer: string },
): Promise<void> {
  await db
    .insertInto('pac_unreadable_answers')
    .values({
      company_ruc: entry.companyRuc,
      operation: entry.operation,
      detail: entry.detail,
      raw_answer: entry.rawAnswer,
    })
    .execute();
}

export async function findCompanyTaxpayer(
  db: Db,
  ruc: string,
): Promise<{ ruc: string; taxpayer_type: string } | undefined> {
  return db
    .selectFrom('companies')
    .select(['ruc', 'taxpayer_type'])
    .where('ruc', '=', ruc)
    .executeTakeFirst();
}

/** A document's company, natural key at the PAC, CUFE and family. */
export async function findDocumentPacKey(db: Db, id: string) {
  return db
    .selectFrom('documents')
    .select(['company_ruc', 'cufe', 'pac_family', ...documentPacKeyColumns])
    .where('id', '=', id)
    .executeTakeFirst();
}
