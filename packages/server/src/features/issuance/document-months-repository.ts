import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';

/**
 * Creates the documents' monthly partitions through `lastMonth` and, once `thisMonth` has its own, moves
 * the id sequence to its first id (keep_document_months, migration 0111). Months count from January
 * 2026 (0). Answers how many partitions it created.
 */
export async function keepDocumentMonths(db: Db, thisMonth: number, lastMonth: number): Promise<number> {
  const { rows } = await sql<{ created: number }>`
    select keep_document_months(${thisMonth}, ${lastMonth}) as created`.execute(db);
  return rows[0]?.created ?? 0;
}

/** Whether month `month`'s partition is attached to documents (not archived, not the first partition). */
export async function isDocumentMonthAttached(db: Db, month: number): Promise<boolean> {
  const { rows } = await sql<{ attached: boolean }>`
    select exists (
      select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'documents'::regclass and c.relname = document_month_name(${month})
    ) as attached`.execute(db);
  return rows[0]?.attached === true;
}

/** Documents of month `month` still waiting for the PAC. */
export async function countPendingInMonth(db: Db, month: number): Promise<number> {
  const firstId = BigInt(month) * 1_000_000_000n;
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('pending'))
    .where('id', '>=', String(firstId))
    .where('id', '<', String(firstId + 1_000_000_000n))
    .where('status', '=', 'PEN')
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

export async function isDocumentMonthArchived(db: Db, month: number): Promise<boolean> {
  const row = await db
    .selectFrom('archived_document_months')
    .select('month')
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}

/** Detaches the month to the archive with its companion rows (archive_document_month, migration 0112). */
export async function archiveMonth(db: Db, month: number): Promise<number> {
  const { rows } = await sql<{ archived: string }>`
    select archive_document_month(${month}) as archived`.execute(db);
  return Number(rows[0]?.archived ?? 0);
}

/** Attaches an archived month again (restore_document_month, migration 0112). */
export async function restoreMonth(db: Db, month: number): Promise<number> {
  const { rows } = await sql<{ restored: string }>`
    select restore_document_month(${month}) as restored`.execute(db);
  return Number(rows[0]?.restored ?? 0);
}
