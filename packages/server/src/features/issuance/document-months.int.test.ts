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
import { keepDocumentPartitions } from './index.ts';

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
});
