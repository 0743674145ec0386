import {
  CompiledQuery,
  sql,
  type Compilable,
  type ExpressionBuilder,
  type Expression,
  type SqlBool,
} from 'kysely';
import { escapeLike } from '../../adapters/db/like-pattern.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database, DocumentStatus } from '../../adapters/db/schema.ts';
import { panamaDayStart, type VoucherOrder, type VoucherSearchFilters } from './voucher-search-plan.ts';
import { findIdRange } from '../../adapters/db/document-id-range.ts';
import type { BoundaryRow } from './page-boundaries.ts';
import { documentNumberColumns } from '../../adapters/db/document-number-columns.ts';

/**
 * The search's filters, plus id bounds that hold every document of the searched days (document_days), and
 * for a page past a boundary of a list by issue date, the rows after it in that order (ADR 0196).
 */
export type VoucherFilters = VoucherSearchFilters & {
  idFrom?: string;
  idTo?: string;
  issuedPast?: { issuedAt: string; id: string; direction: VoucherOrder['direction'] };
};

export type VoucherListScope = { ruc: string; status: DocumentStatus; filters: VoucherFilters };

/** Where a page lies among a list's rows. */
export type PageWindow = { limit: number; offset: number };

function matching({ ruc, status, filters }: VoucherListScope) {
  return (eb: ExpressionBuilder<Database, 'documents'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('company_ruc', '=', ruc), eb('status', '=', status)];
    if (filters.idFrom !== undefined) conditions.push(eb('id', '>=', filters.idFrom));
    if (filters.idTo !== undefined) conditions.push(eb('id', '<=', filters.idTo));
    if (filters.issuedFrom) conditions.push(eb('issued_at', '>=', filters.issuedFrom));
    if (filters.issuedBefore) conditions.push(eb('issued_at', '<', filters.issuedBefore));
    if (filters.cafeDelivery) conditions.push(eb('cafe_delivery', '=', filters.cafeDelivery));
    if (filters.docType) conditions.push(eb('doc_type', '=', filters.docType));
    if (filters.number !== undefined) conditions.push(eb('number', '=', String(filters.number)));
    if (filters.numberFrom !== undefined) conditions.push(eb('number', '>=', String(filters.numberFrom)));
    if (filters.numberTo !== undefined) conditions.push(eb('number', '<=', String(filters.numberTo)));
    if (filters.issuedPast !== undefined) {
      const { issuedAt, id, direction } = filters.issuedPast;
      const past = sql<SqlBool>`(issued_at, id) ${sql.raw(direction === 'desc' ? '<' : '>')} (${issuedAt}::timestamptz, ${id}::bigint)`;
      conditions.push(past);
    }
    if (filters.cufe !== undefined) {
      // By the CUFE's unique index (document_keys, ADR 0186), which spans every month's partition.
      const withCufe = eb.selectFrom('document_keys').select('document_id').where('cufe', '=', filters.cufe);
      conditions.push(eb('id', 'in', withCufe));
    }
    if (filters.partyPrefix) {
      const { byIdentification, byName } = partyPatterns(filters.partyPrefix);
      conditions.push(
        eb.or([
          eb('receiver_identification', 'like', byIdentification),
          eb(sql<string>`lower(receiver_name)`, 'like', byName),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** The LIKE patterns of a receiver prefix: the identification as typed, the name in lower case. */
function partyPatterns(partyPrefix: string) {
  const prefix = escapeLike(partyPrefix);
  return { byIdentification: `${prefix}%`, byName: `${prefix.toLowerCase()}%` };
}

/** The filters whose columns the receiver's indexes hold (migration 0113), besides the prefix itself. */
const filtersInReceiverIndexes = new Set([
  'idFrom',
  'idTo',
  'issuedFrom',
  'issuedBefore',
  'issuedPast',
  'partyPrefix',
]);

/**
 * The filters of the rows after `row` in the list's order: the next pages of a list start past the last
 * row of a page served (ADR 0196). In id order a bound on the id, so that the months before or after it
 * are not read; by issue date, the date and id together.
 */
export function filtersPast(filters: VoucherFilters, order: VoucherOrder, row: BoundaryRow): VoucherFilters {
  if (order.column === 'issued_at') {
    return { ...filters, issuedPast: { issuedAt: row.issuedAt, id: row.id, direction: order.direction } };
  }
  const id = BigInt(row.id);
  if (order.direction === 'desc') {
    const idTo = filters.idTo === undefined || BigInt(filters.idTo) >= id ? String(id - 1n) : filters.idTo;
    return { ...filters, idTo };
  }
  const idFrom =
    filters.idFrom === undefined || BigInt(filters.idFrom) <= id ? String(id + 1n) : filters.idFrom;
  return { ...filters, idFrom };
}

/**
 * The ids (and dates) of a receiver prefix search's matches from the receiver's two indexes (migration
 * 0113): the matches by name from the name's index alone, then the ones by identification whose name does
 * not match too (their rows read for the name), so that none comes twice. Only for a search narrowed by
 * nothing else (`usesReceiverIndexes`).
 */
function receiverMatches(db: Db, scope: VoucherListScope) {
  const { partyPrefix, ...rest } = scope.filters;
  const { byIdentification, byName } = partyPatterns(partyPrefix ?? '');
  const others = matching({ ...scope, filters: rest });
  const lowerName = sql<string>`lower(receiver_name)`;
  return db
    .selectFrom('documents')
    .select(['id', 'issued_at'])
    .where(others)
    .where(lowerName, 'like', byName)
    .unionAll(
      db
        .selectFrom('documents')
        .select(['id', 'issued_at'])
        .where(others)
        .where('receiver_identification', 'like', byIdentification)
        .where((eb) => eb.not(eb(lowerName, 'like', byName))),
    );
}

function lastMailAttempt(eb: ExpressionBuilder<Database, 'documents'>) {
  return eb
    .selectFrom('document_mail_attempts as m')
    .whereRef('m.document_id', '=', 'documents.id')
    .orderBy('m.id', 'desc')
    .limit(1);
}

/** A page's ids, in the page's order. */
type PageIds = { execute(): Promise<{ id: string }[]> };

function listPageIds(db: Db, scope: VoucherListScope, order: VoucherOrder, page: PageWindow): PageIds {
  let ids = db.selectFrom('documents').select('id').where(matching(scope));
  if (order.column === 'issued_at') ids = ids.orderBy('issued_at', order.direction);
  return ids.orderBy('id', order.direction).limit(page.limit).offset(page.offset);
}

/** The page's ids among a receiver prefix's matches, from the receiver's indexes (ADR 0192). */
function receiverPageIds(db: Db, scope: VoucherListScope, order: VoucherOrder, page: PageWindow): PageIds {
  let ids = db.selectFrom(receiverMatches(db, scope).as('matches')).select('id');
  if (order.column === 'issued_at') ids = ids.orderBy('issued_at', order.direction);
  return ids.orderBy('id', order.direction).limit(page.limit).offset(page.offset);
}

/**
 * One page of a list. The page's ids are found first, by the matching rows alone; only those rows are
 * then read with their per-row look-ups (last e-mail, issuer's name). In one query PostgreSQL would
 * compute the select list, subqueries and all, for every row an offset skips: 15,000 rows' worth of
 * look-ups on page 1,001 (ADR 0155). The rows are read in a second statement that names their ids: read
 * by a join to the ids' subquery, PostgreSQL planned every month's partition for them (≈ 20–30 ms per
 * page at 144 months, ADR 0186), by `= any` only the months the ids are in. `byReceiverIndexes`
 * (`usesReceiverIndexes`) finds the ids of a receiver prefix search's page among its matches instead of
 * walking the list: the same ids (ADR 0192).
 */
export async function findVoucherPage(
  db: Db,
  scope: VoucherListScope,
  order: VoucherOrder,
  page: PageWindow & { byReceiverIndexes?: boolean },
) {
  const pageIds = page.byReceiverIndexes
    ? receiverPageIds(db, scope, order, page)
    : listPageIds(db, scope, order, page);
  const ids = (await pageIds.execute()).map((row) => String(row.id));
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('documents')
    .where('documents.id', '=', sql<string>`any(${ids}::bigint[])`)
    .select([
      'documents.id',
      ...documentNumberColumns,
      'cufe',
      'issued_at',
      // The date as PostgreSQL writes it, to the microsecond: a boundary of a list by date (ADR 0196).
      sql<string>`issued_at::text`.as('issued_key'),
      'authorised_at',
      'send_started_at',
      'created_at',
      'receiver_name',
      'total',
      'status',
      'pending_state',
      'result_code',
      'result_message',
      'result_details',
      // The last e-mail sent for the document and its summary (issue 27 §2): an indexed look-up per row.
      (eb) => lastMailAttempt(eb).select('m.state').as('mail_state'),
      (eb) => lastMailAttempt(eb).select('m.attempted_at').as('mail_attempted_at'),
    ])
    // Per row of the page only: the name of the key or of the user who issued it.
    .select((eb) => [
      eb
        .selectFrom('api_keys')
        .select('api_keys.name')
        .whereRef('api_keys.id', '=', 'documents.api_key_id')
        .as('api_key_name'),
      eb
        .selectFrom('company_users as cu')
        .innerJoin('users as u', 'u.id', 'cu.user_id')
        .select('u.full_name')
        .whereRef('cu.id', '=', 'documents.company_user_id')
        .as('user_name'),
    ]);
  if (order.column === 'issued_at') query = query.orderBy('documents.issued_at', order.direction);
  return query.orderBy('documents.id', order.direction).execute();
}
export type VoucherRecord = Awaited<ReturnType<typeof findVoucherPage>>[number];

/** Ids per month: month m's documents have the ids [m × 10⁹, (m + 1) × 10⁹) (ADR 0186). */
const monthIds = 1_000_000_000n;

/**
 * Reads a page of a list without id bounds, `total` documents in all, from the edge its order starts at
 * (its newest or oldest documents) instead of planning every month's partition.
 */
export type EdgePageReader = (
  db: Db,
  scope: VoucherListScope,
  order: VoucherOrder,
  page: PageWindow,
  total: number,
) => Promise<VoucherRecord[]>;

/**
 * The page as the first of `windows` (narrower filters, from the edge the list's order starts at) that
 * holds it gives it, else as the whole list gives it. A window holds the page once it has a full page, or
 * all of the list (a page past the end is empty whatever it holds): its rows are then the first of the
 * whole list's in that order, as many as the page needs.
 */
async function pageFromEdgeWindows(
  db: Db,
  scope: VoucherListScope,
  order: VoucherOrder,
  page: PageWindow,
  total: number,
  windows: AsyncIterable<VoucherFilters>,
): Promise<VoucherRecord[]> {
  for await (const window of windows) {
    const records = await findVoucherPage(
      db,
      { ...scope, filters: { ...scope.filters, ...window } },
      order,
      page,
    );
    if (records.length === page.limit || page.offset + records.length >= total) return records;
  }
  return findVoucherPage(db, scope, order, page);
}

/**
 * A page of a list in id order, either way, without id bounds, read from the months its order starts at.
 * Without id bounds its statement planned every month's partition (≈ 25 ms at 144 months, ADR 0186),
 * while the page is among the newest (or oldest) documents. Newest first, the months read start a number
 * of months before the month of the largest id of the company's newest day (document_days) and are open
 * above; oldest first, they end that many months after the month of the smallest id of its oldest day and
 * are open below. So a document issued later than that id but dated earlier (or the reverse) is in them
 * all the same; only the window's size rests on the kept days. Past a boundary they start there (ADR
 * 0196). They reach as far as twice the page's depth takes at the list's average per month (its kept
 * count `total` over the months of the company's days), and widen fourfold until they hold the page or
 * every document of the list (a page past the end is empty whatever they hold); then the whole list is
 * read. A window of the newest (oldest) ids gives the same page as the whole list once it holds that many
 * of them.
 */
export const findPageByMonths: EdgePageReader = async (db, scope, order, page, total) => {
  const { ruc } = scope;
  const kept = sql<{ newest: string | null; oldest: string | null; months: string | null }>`
    select (select max(max_id) from document_days where company_ruc = ${ruc} and day = d.last) as newest,
           (select min(min_id) from document_days where company_ruc = ${ruc} and day = d.first) as oldest,
           (extract(year from d.last) - extract(year from d.first)) * 12
             + extract(month from d.last) - extract(month from d.first) + 1 as months
      from (select min(day) as first, max(day) as last from document_days where company_ruc = ${ruc}) as d`;
  const { rows } = await kept.execute(db);
  const { newest, oldest, months: spanned } = rows[0] ?? { newest: null, oldest: null, months: null };
  // No day kept: the company has no documents.
  if (newest === null || oldest === null || spanned === null) return [];
  const { idFrom, idTo } = scope.filters;
  const highest = idTo !== undefined && BigInt(idTo) < BigInt(newest) ? BigInt(idTo) : BigInt(newest);
  const lowest = idFrom !== undefined && BigInt(idFrom) > BigInt(oldest) ? BigInt(idFrom) : BigInt(oldest);
  const [newestMonth, oldestMonth] = [highest / monthIds, lowest / monthIds];
  const depth = total === 0 ? 1 : (2 * (page.offset + page.limit) * Number(spanned)) / total;
  async function* windows(): AsyncIterable<VoucherFilters> {
    for (
      let months = BigInt(Math.max(1, Math.ceil(depth)));
      months <= newestMonth - oldestMonth + 1n;
      months *= 4n
    ) {
      yield order.direction === 'desc'
        ? { idFrom: String((newestMonth - months + 1n) * monthIds) }
        : { idTo: String((oldestMonth + months) * monthIds - 1n) };
    }
  }
  return pageFromEdgeWindows(db, scope, order, page, total, windows());
};

const dayMs = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * A page of a list by issue date, either way, without id bounds, read from the days its order starts at.
 * Without id bounds its statement planned every month's partition (≈ 25–60 ms at 144 months, ADR 0186),
 * while the page is among the newest (or oldest) days' documents. The company's days (document_days)
 * give each day's id range; a window of the newest days (for the oldest first, the oldest) is read with
 * those ids and from its first day's start (or until the day after its last), as many days as twice the
 * page's depth takes at the list's average per day, widened fourfold until it holds the page or every
 * document of the list, then the whole list is read. Every document the window's dates take lies in its
 * days' id range, and the list's others sort after them. A page past a boundary starts at the boundary's
 * day (ADR 0196).
 */
export const findPageByDays: EdgePageReader = async (db, scope, order, page, total) => {
  const past = scope.filters.issuedPast;
  const pastDay =
    past === undefined
      ? sql`null`
      : sql`((${past.issuedAt}::timestamptz at time zone 'UTC') - interval '5 hours')::date`;
  const { rows } = await sql<{ first: string | null; last: string | null; past: string | null }>`
    select min(day)::text as first, max(day)::text as last, (${pastDay})::text as past
      from document_days where company_ruc = ${scope.ruc}`.execute(db);
  const span = rows[0];
  // No day kept: the company has no documents.
  if (!span?.first || !span.last) return [];
  const newestFirst = order.direction === 'desc';
  let [first, last] = [span.first, span.last];
  if (span.past !== null && newestFirst && span.past < last) last = span.past;
  if (span.past !== null && !newestFirst && span.past > first) first = span.past;
  const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;
  const depth = total === 0 ? 1 : (2 * (page.offset + page.limit) * daysOf(span.first, span.last)) / total;
  async function* windows(): AsyncIterable<VoucherFilters> {
    for (let days = Math.max(1, Math.ceil(depth)); days < daysOf(first, last); days *= 4) {
      const [from, to] = newestFirst ? [addDays(last, 1 - days), last] : [first, addDays(first, days - 1)];
      const ids = await findIdRange(db, scope.ruc, { from, to });
      if (ids === null) continue;
      const dates = newestFirst
        ? { issuedFrom: panamaDayStart(from) }
        : { issuedBefore: panamaDayStart(addDays(to, 1)) };
      yield { ...dates, idFrom: ids.minId, idTo: ids.maxId };
    }
  }
  return pageFromEdgeWindows(db, scope, order, page, total, windows());
};

/** Searches over more months than this are not narrowed to the months of their numbers: a probe a month. */
const numberMonthsProbed = 36;

/**
 * The id bounds of a search by number narrowed to the months that hold a match, or null when none does.
 * A document's number grows with its id within its billing point, so a number or a range of them lies in a
 * few months, while the search walks its list by id from the end of its days (the year's end, months
 * after the range's last match: 375,000 rows at 10M documents, ADR 0196). One probe a month, in the number
 * index of that month's partition (one descent: the month's first match in number order, or none), all in
 * one statement, each branch with its month's literal bounds so that it plans that partition alone.
 */
export async function narrowToNumberMonths(db: Db, scope: VoucherListScope): Promise<VoucherFilters | null> {
  const { filters } = scope;
  const byNumber = [filters.number, filters.numberFrom, filters.numberTo].some(
    (bound) => bound !== undefined,
  );
  if (!byNumber || filters.idFrom === undefined || filters.idTo === undefined) return filters;
  const [idFrom, idTo] = [BigInt(filters.idFrom), BigInt(filters.idTo)];
  const [first, last] = [idFrom / monthIds, idTo / monthIds];
  if (last - first >= BigInt(numberMonthsProbed)) return filters;
  const probes = [];
  for (let month = first; month <= last; month++) {
    const from = month === first ? idFrom : month * monthIds;
    const to = month === last ? idTo : (month + 1n) * monthIds - 1n;
    const monthScope = { ...scope, filters: { ...filters, idFrom: String(from), idTo: String(to) } };
    probes.push(
      sql`(${db
        .selectFrom('documents')
        .select(sql<string>`${String(month)}::bigint`.as('month'))
        .where(matching(monthScope))
        .orderBy('number')
        .limit(1)})`,
    );
  }
  const { rows } = await sql<{ month: string }>`${sql.join(probes, sql` union all `)}`.execute(db);
  if (rows.length === 0) return null;
  const months = rows.map((row) => BigInt(row.month));
  const [oldest, newest] = [
    months.reduce((a, b) => (b < a ? b : a)),
    months.reduce((a, b) => (b > a ? b : a)),
  ];
  const narrowedFrom = oldest * monthIds > idFrom ? oldest * monthIds : idFrom;
  const narrowedTo = (newest + 1n) * monthIds - 1n < idTo ? (newest + 1n) * monthIds - 1n : idTo;
  return { ...filters, idFrom: String(narrowedFrom), idTo: String(narrowedTo) };
}

/** The kept count of a company's documents in one status (migration 0004's triggers). */
export async function readDocumentCount(db: Db, ruc: string, status: DocumentStatus): Promise<number> {
  const row = await db
    .selectFrom('document_counts')
    .select(sql<string>`coalesce(sum(total), 0)`.as('total'))
    .where('company_ruc', '=', ruc)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Counts the matching documents, but stops at `cap`: a broad search never walks all of them. */
export async function countMatchingUpTo(db: Db, scope: VoucherListScope, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('documents')
        .select(sql<number>`1`.as('one'))
        .where(matching(scope))
        .limit(cap)
        .as('hits'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

type ExplainRow = { 'QUERY PLAN': unknown };

/** The planner's estimate of the rows a query answers (EXPLAIN, nothing read). */
async function plannedRows(db: Db, query: Compilable): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<ExplainRow>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The planner's estimate of how many documents match (EXPLAIN, nothing read). The id bounds stand for the
 * searched days, so the dates are left out: the planner would multiply the two selectivities as if they
 * were independent. The id bounds, not the dates, because they name the searched months: estimated by
 * the dates, the statement planned every month's partition (≈ 25 ms at 144 months, ADR 0186).
 */
export async function estimateMatching(db: Db, scope: VoucherListScope): Promise<number> {
  const { issuedFrom: _from, issuedBefore: _before, ...filters } = scope.filters;
  return plannedRows(
    db,
    db
      .selectFrom('documents')
      .select('id')
      .where(matching({ ...scope, filters })),
  );
}

/**
 * What a match by identification costs the matches way, in entries of the name's index: its row is read
 * for the name (migration 0113). Measured at 1,000,000 documents: 0.23 µs an index entry (its share of
 * the sort included), 1.9 µs a row read by identification (ADR 0192).
 */
const identificationMatchCost = 8;

/**
 * Whether a page of a receiver prefix search is found sooner among the prefix's matches (`receiverMatches`:
 * every match of the searched months read, the page's place kept among them) than by walking the list by
 * id (what PostgreSQL plans for the search as written: it reads rows until the page's last match, offset
 * included, and cannot cost the first way). The walk reads about (offset + size) × documents ÷ matches
 * rows; the matches way reads the matches by name in the name's index alone and the rows of the matches
 * by identification. Both from the planner's estimates over the searched months (ADR 0192). The first
 * page is always walked, as before: a broad prefix has its rows among the newest documents.
 */
export async function usesReceiverIndexes(
  db: Db,
  scope: VoucherListScope,
  page: PageWindow,
): Promise<boolean> {
  const { filters } = scope;
  if (!filters.partyPrefix || page.offset === 0) return false;
  const narrowedBy = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (narrowedBy.some(([name]) => !filtersInReceiverIndexes.has(name))) return false;
  // The id bounds alone: they already stand for the searched days, whose dates the planner would count
  // again as if they were independent of the ids.
  const inMonths = db
    .selectFrom('documents')
    .select('id')
    .where(matching({ ...scope, filters: { idFrom: filters.idFrom, idTo: filters.idTo } }));
  const { byIdentification, byName } = partyPatterns(filters.partyPrefix);
  const [documents, matchesByName, matchesByIdentification] = await Promise.all([
    plannedRows(db, inMonths),
    plannedRows(db, inMonths.where(sql<string>`lower(receiver_name)`, 'like', byName)),
    plannedRows(db, inMonths.where('receiver_identification', 'like', byIdentification)),
  ]);
  const matches = Math.max(matchesByName + matchesByIdentification, 1);
  const walked = ((page.offset + page.limit) * documents) / matches;
  const read = matchesByName + identificationMatchCost * matchesByIdentification;
  return read < walked;
}
