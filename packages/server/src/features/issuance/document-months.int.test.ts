import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestClock } from '../../../test/support/test-clock.ts';
import {
  downloadXml,
  findIssuedDocument,
  postGeneration,
  waitForDocument,
  type IssuedDocument,
} from '../../../test/support/issued-documents.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { waitUntil } from '../../../test/support/polling.ts';
import { archiveDocumentMonth, keepDocumentPartitions, restoreDocumentMonth } from './index.ts';

// Documents partitioned by month (ADR 0186): the job run at the start of a month moves the ids to the
// month's partition; every list, count and look-up finds the documents on both sides of the switch.
const clock = createTestClock();
const server = serveTestServer({}, { now: clock.now });
const db = () => server.ctx.db;
let token: string;

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

async function issue(headers: Record<string, string> = {}) {
  const response = await postGeneration(server, token, await demoInvoiceBody(db()), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function issued(response: { json(): unknown }): Promise<IssuedDocument> {
  return findIssuedDocument(server, token, (response.json() as { cufe: string }).cufe);
}

async function partitionOf(id: string): Promise<string> {
  const { rows } = await sql<{ partition: string }>`
    select tableoid::regclass::text as partition from documents where id = ${id}`.execute(db());
  return rows[0]?.partition ?? 'none';
}

async function authorisedTotal(): Promise<number> {
  const response = await server.as(token).get(`/api/comprobantes/autorizados/${demoRuc}?size=1`);
  return (response.json() as { totalElements: number }).totalElements;
}

/** The start of the month after the current one, in Panama (UTC-5), plus an hour. */
function nextMonthStart(): Date {
  const local = new Date(Date.now() - 5 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1, 6));
}

/** A copy of a stored document under a new id: a new CUFE or number unless `keep` names it. */
function copyOf(id: string, keep: 'cufe' | 'number') {
  return sql`
    insert into documents (company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
      number, cufe, emission_type, environment, issued_at, receiver_name, total, cafe_delivery, cafe_format,
      signed_xml, digest_value)
    select company_ruc, billing_point_id, company_user_id, doc_type, branch_code, point_code,
      ${keep === 'number' ? sql`number` : sql`number + 1000000`},
      ${keep === 'cufe' ? sql`cufe` : sql`cufe || 'COPIA'`}, emission_type, environment, issued_at,
      receiver_name, total, cafe_delivery, cafe_format, signed_xml, digest_value
    from documents where id = ${id}`.execute(db());
}

describe('documents partitioned by month', () => {
  it('issues into the new month’s partition after the switch; lists, counts and keys span both months', async () => {
    const before = await issued(await issue({ 'idempotency-key': 'mes-anterior-1' }));
    expect(await partitionOf(before.id)).toBe('documents_first');
    await waitForDocument(server, token, before, (row) => row.estadoAutorizacion === 'AUT');
    const authorisedBefore = await authorisedTotal();

    // The hourly job at the start of next month: its partition (made ahead) receives the new ids.
    clock.offsetMs = nextMonthStart().getTime() - Date.now();
    await keepDocumentPartitions(server.ctx);
    clock.offsetMs = 0;

    const after = await issued(await issue({ 'idempotency-key': 'mes-nuevo-1' }));
    expect(BigInt(after.id) % 1_000_000_000n).toBeLessThan(1000n);
    expect(await partitionOf(after.id)).toMatch(/^documents_y\d{4}m\d{2}$/);
    expect(Number(after.id)).toBeLessThan(Number.MAX_SAFE_INTEGER);
    const listed = await waitForDocument(server, token, after, (row) => row.estadoAutorizacion === 'AUT');
    expect(String(listed.idComprobanteElectronico)).toBe(after.id);
    expect(await authorisedTotal()).toBe(authorisedBefore + 1);
    expect(await downloadXml(server, token, after.id)).toContain(after.cufe);

    // A repeated Idempotency-Key finds its first document in the month before, and issues nothing.
    const repeat = await issue({ 'idempotency-key': 'mes-anterior-1' });
    expect(await issued(repeat)).toEqual(before);
    const [first, second] = await Promise.all([
      issue({ 'idempotency-key': 'mes-nuevo-doble' }),
      issue({ 'idempotency-key': 'mes-nuevo-doble' }),
    ]);
    expect(second.json()).toEqual(first.json());

    // The number and the CUFE of a document of the month before stay taken in the new month.
    await expect(copyOf(before.id, 'number')).rejects.toMatchObject({ code: '23505' });
    await expect(copyOf(before.id, 'cufe')).rejects.toMatchObject({ code: '23505' });
    await expect(copyOf(after.id, 'number')).rejects.toMatchObject({ code: '23505' });
  });

  it('creates each month once and never moves the ids back', async () => {
    clock.offsetMs = nextMonthStart().getTime() - Date.now();
    expect(await keepDocumentPartitions(server.ctx)).toBe(0);
    clock.offsetMs = 0;
    const later = await issued(await issue());
    expect(await partitionOf(later.id)).toMatch(/^documents_y\d{4}m\d{2}$/);
  });

  it('takes a month over a year old to the archive with its rows, out of lists and counts, and back', async () => {
    const month = nextMonthStart().toISOString().slice(0, 7);
    const inMonth = await issued(await issue());
    await waitForDocument(server, token, inMonth, (row) => row.estadoAutorizacion === 'AUT');
    const share = await server.as(token).post(`/api/comprobantes/${inMonth.id}/enlace`);
    expect(share.statusCode, share.body).toBe(200);
    // The dashboard reads the month's ITBMS rates into rows of their own.
    expect((await server.as(token).get(`/api/reporte/tablero/${demoRuc}`)).statusCode).toBe(200);
    const partition = await partitionOf(inMonth.id);
    const monthIds = sql`id >= ${(BigInt(inMonth.id) / 1_000_000_000n) * 1_000_000_000n}`;
    await waitUntil('the month’s documents to be answered by the PAC', async () => {
      const { rows } = await sql<{ pending: string }>`
        select count(*) as pending from documents where ${monthIds} and status = 'PEN'`.execute(db());
      return Number(rows[0]?.pending) === 0 ? true : undefined;
    });
    const { rows: counted } = await sql<{ all: string; authorised: string }>`
      select count(*) as all, count(*) filter (where status = 'AUT') as authorised
        from documents where ${monthIds}`.execute(db());
    const monthDocuments = Number(counted[0]?.all);
    const authorisedTotalBefore = await authorisedTotal();

    expect(await archiveDocumentMonth(db(), month, new Date())).toEqual({
      outcome: 'refused',
      reason: expect.stringContaining('aún no se archiva') as string,
    });
    expect(await archiveDocumentMonth(db(), '2026-13', new Date())).toMatchObject({ outcome: 'refused' });
    const aYearLater = new Date(nextMonthStart().getTime() + 400 * 86_400_000);
    expect(await archiveDocumentMonth(db(), month, aYearLater)).toEqual({
      outcome: 'archived',
      documents: monthDocuments,
    });

    // Gone from the lists, the counts and the downloads; kept, with its rows, in the archive schema.
    expect(await authorisedTotal()).toBe(authorisedTotalBefore - Number(counted[0]?.authorised));
    expect((await server.as(token).get(`/api/utilidades/generar/xml/${inMonth.id}`)).statusCode).toBe(404);
    const { rows: archived } = await sql<{ documents: string; links: string }>`
      select (select count(*) from ${sql.table(`archivo.${partition}`)}) as documents,
             (select count(*) from ${sql.table(`archivo.document_share_links_${partition.slice(10)}`)}) as links`.execute(
      db(),
    );
    expect(archived[0]).toEqual({ documents: String(monthDocuments), links: '1' });
    expect(await archiveDocumentMonth(db(), month, aYearLater)).toEqual({
      outcome: 'refused',
      reason: `${month} ya está en el archivo.`,
    });
    // Its number and CUFE are never issued again.
    await expect(
      sql`update documents set cufe = ${inMonth.cufe}
           where id = (select min(id) from documents where company_ruc = ${demoRuc})`.execute(db()),
    ).rejects.toMatchObject({ code: '23505' });

    expect(await restoreDocumentMonth(db(), month)).toEqual({
      outcome: 'restored',
      documents: monthDocuments,
    });
    expect(await authorisedTotal()).toBe(authorisedTotalBefore);
    expect(await downloadXml(server, token, inMonth.id)).toContain(inMonth.cufe);
    expect(await partitionOf(inMonth.id)).toBe(partition);
    expect(await restoreDocumentMonth(db(), month)).toEqual({
      outcome: 'refused',
      reason: `${month} no está en el archivo.`,
    });
  });

  // On PostgreSQL only: the embedded database has one connection, so nothing is written meanwhile.
  it.runIf(process.env.TEST_DB_TIER === 'postgres')(
    'archives a month even when a row of one of its documents is written while it is being archived',
    async () => {
      const month = nextMonthStart().toISOString().slice(0, 7);
      const inMonth = await issued(await issue());
      await waitForDocument(server, token, inMonth, (row) => row.estadoAutorizacion === 'AUT');
      await waitUntil('the month’s documents to be answered by the PAC', async () => {
        const { rows } = await sql<{ pending: string }>`
          select count(*) as pending from documents
           where id >= ${(BigInt(inMonth.id) / 1_000_000_000n) * 1_000_000_000n} and status = 'PEN'`.execute(
          db(),
        );
        return Number(rows[0]?.pending) === 0 ? true : undefined;
      });
      // A link shared in a transaction that commits only once the archive has moved the month's links and
      // waits to detach: the detach would refuse the partition for it. The transaction watches for that
      // wait on its own connection: while the detach waits, statements on documents queue behind it and
      // may hold every connection of the pool.
      let inserted!: () => void;
      const insert = new Promise<void>((resolve) => (inserted = resolve));
      const sharing = db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('document_share_links')
            .values({
              document_id: inMonth.id,
              company_ruc: demoRuc,
              token_hash: 'f'.repeat(64),
              token_sealed: 'sellado-durante-el-archivo',
            })
            .execute();
          inserted();
          await waitUntil('the archive to wait for the detach', async () => {
            // Inside a transaction the activity view is read once and kept, unless its snapshot is dropped.
            await sql`select pg_stat_clear_snapshot()`.execute(trx);
            const { rows } = await sql<{ waiting: string }>`
              select count(*) as waiting from pg_stat_activity
               where wait_event_type = 'Lock' and query like '%archive_document_month%'`.execute(trx);
            return Number(rows[0]?.waiting) > 0 ? true : undefined;
          });
        });
      await insert;
      const archiving = archiveDocumentMonth(
        db(),
        month,
        new Date(nextMonthStart().getTime() + 400 * 86_400_000),
      );
      await sharing;
      expect(await archiving).toMatchObject({ outcome: 'archived' });
      const partition = await sql<{ links: string }>`
        select count(*) as links from ${sql.table(`archivo.document_share_links_y${month.slice(0, 4)}m${month.slice(5, 7)}`)}
         where token_sealed = 'sellado-durante-el-archivo'`.execute(db());
      expect(partition.rows[0]?.links).toBe('1');
      expect(await restoreDocumentMonth(db(), month)).toMatchObject({ outcome: 'restored' });
    },
  );
});
