import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { createStoredDocuments } from '../../../test/support/stored-documents.ts';
import {
  estimateMatching,
  findPageByMonths,
  findPageByDays,
  filtersPast,
  findVoucherPage,
  narrowToNumberMonths,
  readDocumentCount,
  type EdgePageReader,
  type VoucherListScope,
} from './voucher-list-repository.ts';
import type { VoucherOrder } from './voucher-search-plan.ts';

// Documents partitioned by month (ADR 0186): PostgreSQL prunes the months a statement reads when it
// plans only by the ids the statement names. A page's rows read by a join to its ids' subquery, and a
// search's estimate by its dates, planned every month's partition (≈ 20–30 ms each at 144 months); by
// the ids, only those months'.

const server = serveTestServer();

beforeAll(async () => {
  await createStoredDocuments(
    server.ctx.db,
    demoRuc,
    Array.from({ length: 20 }, (_, index) => ({
      status: 'AUT' as const,
      number: 9001 + index,
      issuedAt: new Date(Date.UTC(2026, 10, 2 + index, 17)).toISOString(),
    })),
  );
  // Months after the first partition, as the job keeps them ahead; the company's last documents in
  // months 30 to 40, three to a month, copies of one of the first with their own numbers and CUFEs.
  await sql`select keep_document_months(0, 40)`.execute(server.ctx.db);
  await sql`
    insert into documents (id, company_ruc, billing_point_id, company_user_id, doc_type, branch_code,
      point_code, number, cufe, emission_type, environment, issued_at, receiver_name, total, cafe_delivery,
      cafe_format, signed_xml, digest_value, status)
    select m::bigint * 1000000000 + k, company_ruc, billing_point_id, company_user_id, doc_type, branch_code,
      point_code, number + m * 10 + k, cufe || '-' || m || '-' || k, emission_type, environment,
      issued_at + make_interval(months => m - 10), receiver_name, total, cafe_delivery, cafe_format,
      signed_xml, digest_value, status
    from documents, generate_series(30, 40) as m, generate_series(0, 2) as k
    where company_ruc = ${demoRuc} and number = 9001`.execute(server.ctx.db);
});

/** The statements a call runs, compiled as they were sent. */
function recording(): { plugin: KyselyPlugin; statements: { node: RootOperationNode; queryId: QueryId }[] } {
  const statements: { node: RootOperationNode; queryId: QueryId }[] = [];
  return {
    statements,
    plugin: {
      transformQuery: (args) => {
        statements.push(args);
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
  };
}

/** The partitions of documents a statement's plan reads. */
async function plannedPartitions(statement: CompiledQuery): Promise<string[]> {
  const { rows } = await server.ctx.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const names = new Set<string>();
  JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw, (key, value: unknown) => {
    if (key === 'Relation Name' && typeof value === 'string' && value.startsWith('documents_'))
      names.add(value);
    return value;
  });
  return [...names];
}

/** The partitions that hold these documents. */
async function partitionsOf(ids: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ partition: string }>`
    select distinct tableoid::regclass::text as partition from documents
     where id = any(${ids}::bigint[]) order by 1`.execute(server.ctx.db);
  return rows.map((row) => row.partition);
}

const authorised: VoucherListScope = { ruc: demoRuc, status: 'AUT', filters: {} };

/** Every page of the authorised list, in three sizes, as `read` gives it and as the whole list does. */
async function expectWholeListPages(read: EdgePageReader, order: VoucherOrder): Promise<void> {
  const total = await readDocumentCount(server.ctx.db, demoRuc, 'AUT');
  for (const limit of [2, 7, 15]) {
    for (let offset = 0; offset <= total + limit; offset += limit) {
      const page = { limit, offset };
      const rows = await read(server.ctx.db, authorised, order, page, total);
      const whole = await findVoucherPage(server.ctx.db, authorised, order, page);
      expect(rows.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    }
  }
}

/** The first page of two that `read` gives, and the partitions its statements plan. */
async function firstPagePlanned(read: EdgePageReader, order: VoucherOrder) {
  const total = await readDocumentCount(server.ctx.db, demoRuc, 'AUT');
  const { plugin, statements } = recording();
  const db = server.ctx.db.withPlugin(plugin);
  const rows = await read(db, authorised, order, { limit: 2, offset: 0 }, total);
  const planned = new Set<string>();
  for (const { node, queryId } of statements) {
    for (const partition of await plannedPartitions(db.getExecutor().compileQuery(node, queryId)))
      planned.add(partition);
  }
  return { ids: rows.map((row) => row.id), planned: [...planned] };
}

describe('a list page across the month partitions', () => {
  it('reads its rows from the months of their ids only', async () => {
    const { plugin, statements } = recording();
    const db = server.ctx.db.withPlugin(plugin);
    const rows = await findVoucherPage(
      db,
      { ruc: demoRuc, status: 'AUT', filters: {} },
      { column: 'id', direction: 'desc' },
      { limit: 15, offset: 0 },
    );
    expect(rows.length).toBe(15);
    const rowsStatement = statements.at(-1)!;
    const compiled = db.getExecutor().compileQuery(rowsStatement.node, rowsStatement.queryId);
    expect((await plannedPartitions(compiled)).sort()).toEqual(await partitionsOf(rows.map((row) => row.id)));
  });

  it('estimates a search over its months only', async () => {
    const explained: CompiledQuery[] = [];
    const db = new Proxy(server.ctx.db, {
      get(target, name) {
        if (name === 'executeQuery')
          return (query: CompiledQuery) => {
            explained.push(query);
            return target.executeQuery(query);
          };
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { rows } = await sql<{ min: string; max: string }>`
      select min(id), max(id) from documents where company_ruc = ${demoRuc} and number between 9001 and 9020`.execute(
      server.ctx.db,
    );
    const filters = {
      issuedFrom: new Date('2026-11-01T05:00:00Z'),
      issuedBefore: new Date('2026-12-01T05:00:00Z'),
      idFrom: rows[0]!.min,
      idTo: rows[0]!.max,
    };
    expect(await estimateMatching(db, { ruc: demoRuc, status: 'AUT', filters })).toBeGreaterThan(0);
    const estimate = explained.at(-1)!;
    const statement = CompiledQuery.raw(estimate.sql.replace(/^explain \(format json\) /, ''), [
      ...estimate.parameters,
    ]);
    expect(await plannedPartitions(statement)).toEqual(['documents_first']);
  });

  it('is read by id from the newest or oldest months: the same pages as the whole list', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      await expectWholeListPages(findPageByMonths, { column: 'id', direction });
    }
  });

  it('plans only the newest months for the first page, and the oldest oldest first', async () => {
    const newest = await firstPagePlanned(findPageByMonths, { column: 'id', direction: 'desc' });
    expect(newest.ids).toEqual(['40000000002', '40000000001']);
    // Among the months of the company's last documents (30 to 40), never the first partition's.
    expect(newest.planned.length).toBeGreaterThan(0);
    expect(newest.planned.filter((partition) => partition < 'documents_y2028m07')).toEqual([]);
    // Oldest first: the first partition's documents, the ones before any month had its own.
    const oldest = await firstPagePlanned(findPageByMonths, { column: 'id', direction: 'asc' });
    expect(oldest.planned).toEqual(['documents_first']);
  });

  it('is read by issue date from the newest or oldest days: the same pages as the whole list', async () => {
    const total = await readDocumentCount(server.ctx.db, demoRuc, 'AUT');
    for (const direction of ['desc', 'asc'] as const) {
      const byDate = { column: 'issued_at', direction } as const;
      await expectWholeListPages(findPageByDays, byDate);
      // Past a boundary: from the boundary's day on.
      const [, boundary] = await findVoucherPage(server.ctx.db, authorised, byDate, { limit: 2, offset: 20 });
      const past = filtersPast({}, byDate, { id: boundary!.id, issuedAt: boundary!.issued_key });
      const scope = { ...authorised, filters: past };
      const read = await findPageByDays(server.ctx.db, scope, byDate, { limit: 5, offset: 0 }, total);
      const whole = await findVoucherPage(server.ctx.db, authorised, byDate, { limit: 5, offset: 22 });
      expect(read.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    }
  });

  it("plans only the newest days' months for the first page by issue date", async () => {
    const newest = await firstPagePlanned(findPageByDays, { column: 'issued_at', direction: 'desc' });
    expect(newest.ids).toEqual(['40000000002', '40000000001']);
    expect(newest.planned.filter((partition) => partition < 'documents_y2029m01')).toEqual([]);
  });

  it('searches numbers in the months that hold them: the same pages, over fewer months', async () => {
    const months = { idFrom: '30000000000', idTo: '40999999999' };
    const searched = (numbers: object): VoucherListScope => ({
      ...authorised,
      filters: { ...months, ...numbers },
    });
    const range = searched({ numberFrom: 9321, numberTo: 9352 });
    expect(await narrowToNumberMonths(server.ctx.db, range)).toEqual({
      numberFrom: 9321,
      numberTo: 9352,
      idFrom: '32000000000',
      idTo: '35999999999',
    });
    const narrowed = { ...range, filters: (await narrowToNumberMonths(server.ctx.db, range))! };
    for (const direction of ['desc', 'asc'] as const) {
      const order = { column: 'id', direction } as const;
      const page = { limit: 20, offset: 0 };
      const read = await findVoucherPage(server.ctx.db, narrowed, order, page);
      expect(read.map((row) => Number(row.number))).toEqual(
        (await findVoucherPage(server.ctx.db, range, order, page)).map((row) => Number(row.number)),
      );
      expect(read).toHaveLength(11);
    }
    expect((await narrowToNumberMonths(server.ctx.db, searched({ number: 9402 })))?.idFrom).toBe(
      '40000000000',
    );
    expect(await narrowToNumberMonths(server.ctx.db, searched({ numberFrom: 9500 }))).toBeNull();
    // A search not by number, or over more months than are probed, keeps its bounds.
    expect(await narrowToNumberMonths(server.ctx.db, searched({ docType: '01' }))).toEqual({
      ...months,
      docType: '01',
    });
    const years = searched({ number: 9402, idFrom: '0' });
    expect(await narrowToNumberMonths(server.ctx.db, years)).toEqual(years.filters);
  });

  it('shows first the document issued last, though it is dated days before the newest day', async () => {
    // Issued in the month after the company's newest day, dated five days before it (a document may be
    // dated up to 30 days back): the months read are open above the newest day's largest id.
    await sql`select keep_document_months(0, 41)`.execute(server.ctx.db);
    await sql`
      insert into documents (id, company_ruc, billing_point_id, company_user_id, doc_type, branch_code,
        point_code, number, cufe, emission_type, environment, issued_at, receiver_name, total, cafe_delivery,
        cafe_format, signed_xml, digest_value, status)
      select 41000000000, company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
        9999, cufe || '-late', emission_type, environment, issued_at - interval '5 days', receiver_name, total,
        cafe_delivery, cafe_format, signed_xml, digest_value, status
      from documents where id = 40000000002`.execute(server.ctx.db);
    const total = await readDocumentCount(server.ctx.db, demoRuc, 'AUT');
    const newestFirst = { column: 'id', direction: 'desc' } as const;
    const rows = await findPageByMonths(
      server.ctx.db,
      authorised,
      newestFirst,
      { limit: 2, offset: 0 },
      total,
    );
    expect(rows.map((row) => row.id)).toEqual(['41000000000', '40000000002']);
  });
});
