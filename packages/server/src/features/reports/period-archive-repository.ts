import type { Db } from '../../adapters/db/open-database.ts';
import type { DocumentStatus } from '../../adapters/db/schema.ts';
import { documentNumberColumns } from '../../adapters/db/document-number-columns.ts';

/** The documents a period archive holds: the company's, issued in [from, until), of these types and states. */
export type PeriodArchiveFilter = {
  ruc: string;
  from: Date;
  until: Date;
  docTypes: readonly string[];
  statuses: readonly DocumentStatus[];
};

/** Where a page of the archive ended: the next page starts after it (keyset, so depth costs nothing). */
export type PeriodArchiveCursor = { issuedAt: Date; id: string };

function archiveBase(db: Db, filter: PeriodArchiveFilter) {
  return db
    .selectFrom('documents')
    .where('company_ruc', '=', filter.ruc)
    .where('issued_at', '>=', filter.from)
    .where('issued_at', '<', filter.until)
    .where('doc_type', 'in', [...filter.docTypes])
    .where('status', 'in', [...filter.statuses]);
}

export async function countPeriodArchiveDocuments(db: Db, filter: PeriodArchiveFilter): Promise<number> {
  const row = await archiveBase(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next page of the archive's documents, oldest first, without their XML (read a few at a time later). */
export async function readPeriodArchivePage(
  db: Db,
  filter: PeriodArchiveFilter,
  after: PeriodArchiveCursor | undefined,
  limit: number,
) {
  let query = archiveBase(db, filter).select([
    'id',
    'cufe',
    ...documentNumberColumns,
    'receiver_name',
    'receiver_identification',
    'issued_at',
    'status',
    'total',
  ]);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('issued_at', '>', after.issuedAt),
        eb.and([eb('issued_at', '=', after.issuedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('issued_at').orderBy('id').limit(limit).execute();
}

/** Archives past their week: their files go (the chunks follow by cascade). */
export async function deleteExpiredArchives(db: Db, kind: string, finishedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('report_jobs')
    .where('kind', '=', kind)
    .where('finished_at', '<', finishedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
