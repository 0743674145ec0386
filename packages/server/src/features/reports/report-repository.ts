import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database, DocumentStatus } from '../../adapters/db/schema.ts';
import { documentNumberColumnsOfD } from '../../adapters/db/document-number-columns.ts';

/**
 * How report rows leave the database: a server-side cursor on PostgreSQL (`stream`), or keyset pages on
 * PGlite, whose one connection must not be held for a whole report while other requests wait.
 */
export type RowReading = 'cursor' | 'pages';

/** Rows fetched per cursor batch or per page: memory holds at most this many at a time. */
const BATCH_ROWS = 1000;

/** Which companies' documents: one, a partner firm and its affiliated companies, or every company. */
export type ReportScope =
  { kind: 'company'; ruc: string } | { kind: 'partner'; ruc: string } | { kind: 'all' };

export type IssuedReportFilter = {
  scope: ReportScope;
  /** Issue instants `from` ≤ issued_at < `until`. */
  from: Date;
  until: Date;
  docTypes: readonly string[] | undefined;
  statuses: readonly DocumentStatus[];
  /** The signed XML too (reports that show the items or the tax per rate). */
  withXml: boolean;
  /**
   * The ids of the period's documents (document_days), so each batch reads only the period's month
   * partitions (ADR 0186); null when nothing was issued in it.
   */
  ids: { minId: string; maxId: string } | null;
};

export type IssuedReportRow = {
  id: string;
  company_ruc: string;
  business_name: string;
  doc_type: string;
  branch_code: string;
  point_code: string;
  number: string;
  cufe: string;
  issued_at: Date;
  authorised_at: Date | null;
  cancelled_at: Date | null;
  receiver_name: string;
  receiver_identification: string | null;
  total: string;
  status: DocumentStatus;
  pending_state: number | null;
  protocol: string | null;
  result_code: string | null;
  result_message: string | null;
  result_details: string | null;
  signed_xml: string | null;
};

export type ReceivedReportFilter = {
  ruc: string;
  from: Date;
  until: Date;
  docTypes: readonly string[];
};

export type ReceivedReportRow = {
  id: string;
  doc_type: string;
  branch_code: string;
  point_code: string;
  number: string;
  access_key: string;
  cufe: string;
  issued_at: Date;
  authorised_at: Date | null;
  protocol: string | null;
  issuer_ruc: string;
  issuer_name: string;
  total: string;
};

type Keyed = { id: string; issued_at: Date };

/**
 * Reads a query's rows in (issued_at, id) order, `BATCH_ROWS` at a time: `page(after)` is the query of the
 * rows after the given one (all of them when undefined), already ordered.
 */
async function* readOrdered<Row extends Keyed>(
  reading: RowReading,
  page: (after: Keyed | undefined) => SelectQueryBuilder<Database, never, Row>,
): AsyncGenerator<Row> {
  if (reading === 'cursor') {
    yield* page(undefined).stream(BATCH_ROWS);
    return;
  }
  let after: Keyed | undefined;
  for (;;) {
    const rows = await page(after).limit(BATCH_ROWS).execute();
    yield* rows;
    if (rows.length < BATCH_ROWS) return;
    after = rows[rows.length - 1];
  }
}

function scopeCondition(
  eb: ExpressionBuilder<Database & { d: Database['documents'] }, 'd'>,
  scope: ReportScope,
) {
  switch (scope.kind) {
    case 'all':
      return eb.lit(true);
    case 'company':
      return eb('d.company_ruc', '=', scope.ruc);
    case 'partner':
      return eb.or([
        eb('d.company_ruc', '=', scope.ruc),
        eb(
          'd.company_ruc',
          'in',
          eb.selectFrom('companies').select('ruc').where('partner_ruc', '=', scope.ruc),
        ),
      ]);
  }
}

/** The documents a filter selects, before choosing what to read of them. */
function issuedBase(db: Db, filter: IssuedReportFilter) {
  return (
    db
      .selectFrom('documents as d')
      .where((eb) => scopeCondition(eb, filter.scope))
      .where('d.issued_at', '>=', filter.from)
      .where('d.issued_at', '<', filter.until)
      // Nothing issued in the period: an empty range.
      .where('d.id', '>=', filter.ids?.minId ?? '1')
      .where('d.id', '<=', filter.ids?.maxId ?? '0')
      .where('d.status', 'in', [...filter.statuses])
      .$if(filter.docTypes !== undefined, (query) => query.where('d.doc_type', 'in', [...filter.docTypes!]))
  );
}

function issuedQuery(db: Db, filter: IssuedReportFilter) {
  return issuedBase(db, filter)
    .innerJoin('companies as c', 'c.ruc', 'd.company_ruc')
    .select([
      'd.id',
      'd.company_ruc',
      'c.business_name',
      ...documentNumberColumnsOfD,
      'd.cufe',
      'd.issued_at',
      'd.authorised_at',
      'd.cancelled_at',
      'd.receiver_name',
      'd.receiver_identification',
      'd.total',
      'd.status',
      'd.pending_state',
      'd.protocol',
      'd.result_code',
      'd.result_message',
      'd.result_details',
    ])
    .$if(filter.withXml, (query) => query.select('d.signed_xml'))
    .$if(!filter.withXml, (query) => query.select((eb) => eb.lit(null).as('signed_xml')))
    .orderBy('d.issued_at')
    .orderBy('d.id');
}

/** The issued documents of a report, oldest first, streamed. */
export function readIssuedReportRows(
  db: Db,
  reading: RowReading,
  filter: IssuedReportFilter,
): AsyncGenerator<IssuedReportRow> {
  return readOrdered(reading, (after) =>
    issuedQuery(db, filter).$if(after !== undefined, (query) =>
      query.where((eb) => eb(eb.refTuple('d.issued_at', 'd.id'), '>', eb.tuple(after!.issued_at, after!.id))),
    ),
  ) as AsyncGenerator<IssuedReportRow>;
}

/** How many documents a report covers (the size that decides whether it runs as a job). */
export async function countIssuedReportRows(db: Db, filter: IssuedReportFilter): Promise<number> {
  const row = await issuedBase(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function receivedBase(db: Db, filter: ReceivedReportFilter) {
  return db
    .selectFrom('received_vouchers as r')
    .where('r.company_ruc', '=', filter.ruc)
    .where('r.issued_at', '>=', filter.from)
    .where('r.issued_at', '<', filter.until)
    .where('r.doc_type', 'in', [...filter.docTypes]);
}

export async function countReceivedReportRows(db: Db, filter: ReceivedReportFilter): Promise<number> {
  const row = await receivedBase(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The received documents of a report, oldest first, streamed. */
export function readReceivedReportRows(
  db: Db,
  reading: RowReading,
  filter: ReceivedReportFilter,
): AsyncGenerator<ReceivedReportRow> {
  return readOrdered(reading, (after) =>
    receivedBase(db, filter)
      .select([
        'r.id',
        'r.doc_type',
        'r.branch_code',
        'r.point_code',
        'r.number',
        'r.access_key',
        'r.cufe',
        'r.issued_at',
        'r.authorised_at',
        'r.protocol',
        'r.issuer_ruc',
        'r.issuer_name',
        'r.total',
      ])
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb(eb.refTuple('r.issued_at', 'r.id'), '>', eb.tuple(after!.issued_at, after!.id)),
        ),
      )
      .orderBy('r.issued_at')
      .orderBy('r.id'),
  );
}

/** The company the title block names. */
export async function findReportCompany(
  db: Db,
  ruc: string,
): Promise<{ ruc: string; dv: string; business_name: string; kind: string } | undefined> {
  return db
    .selectFrom('companies')
    .select(['ruc', 'dv', 'business_name', 'kind'])
    .where('ruc', '=', ruc)
    .executeTakeFirst();
}
