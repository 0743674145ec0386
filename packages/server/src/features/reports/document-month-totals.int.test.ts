import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { createStoredDocuments } from '../../../test/support/stored-documents.ts';

// The dashboard reads each company's documents per Panama month, status and type from totals kept by the
// documents' statement triggers (migration 0116, ADR 0198): whatever happens to the documents, the totals
// must be what counting the documents themselves gives.

const server = serveTestServer();

beforeAll(async () => {
  await createStoredDocuments(
    server.ctx.db,
    demoRuc,
    Array.from({ length: 40 }, (_, index) => ({
      status: index % 4 === 0 ? ('PEN' as const) : ('AUT' as const),
      number: 6001 + index,
      // Across month ends in Panama: 04:30 UTC on the 1st is still the month before there.
      issuedAt: new Date(Date.UTC(2025, index % 3, 1, index % 2 === 0 ? 4 : 6, 30)).toISOString(),
      docType: index % 5 === 0 ? '04' : '01',
      total: `${100 + index}.25`,
    })),
  );
});

type Total = {
  company_ruc: string;
  month: string;
  status: string;
  doc_type: string;
  documents: string;
  total: string;
};

async function kept(): Promise<Total[]> {
  const { rows } = await sql<Total>`
    select company_ruc, month::text, status, doc_type, sum(documents)::text as documents, sum(total)::text as total
      from document_month_totals group by 1, 2, 3, 4 having sum(documents) <> 0 order by 1, 2, 3, 4`.execute(
    server.ctx.db,
  );
  return rows;
}

async function counted(): Promise<Total[]> {
  const { rows } = await sql<Total>`
    select company_ruc, date_trunc('month', (issued_at at time zone 'UTC') - interval '5 hours')::date::text as month,
           status, doc_type, count(*)::text as documents, sum(total)::text as total
      from documents group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(server.ctx.db);
  return rows;
}

describe("the documents' month totals", () => {
  it('are what counting the documents gives, after they are stored, sent, cancelled and deleted', async () => {
    expect(await kept()).toEqual(await counted());

    // Sent: pending to authorised or refused, several at once and one at a time.
    await sql`update documents set status = 'AUT' where company_ruc = ${demoRuc} and number in (6001, 6005)`.execute(
      server.ctx.db,
    );
    await sql`update documents set status = 'NAU' where company_ruc = ${demoRuc} and number = 6009`.execute(
      server.ctx.db,
    );
    // Cancelled, and an update that changes nothing the totals hold.
    await sql`update documents set status = 'ANU' where company_ruc = ${demoRuc} and number between 6010 and 6014`.execute(
      server.ctx.db,
    );
    await sql`update documents set doubt_reported_at = now() where company_ruc = ${demoRuc} and number = 6013`.execute(
      server.ctx.db,
    );
    expect(await kept()).toEqual(await counted());

    await sql`delete from documents where company_ruc = ${demoRuc} and number = 6002`.execute(server.ctx.db);
    expect(await kept()).toEqual(await counted());
  });

  it("keep each month's ITBMS per rate of its authorised documents, through their states and moves", async () => {
    type Rates = { company_ruc: string; month: string; rate: string; base: string; tax: string };
    const keptRates = async () =>
      (
        await sql<Rates>`
          select company_ruc, month::text, rate, sum(base)::text as base, sum(tax)::text as tax
            from document_month_rates group by 1, 2, 3
          having sum(base) <> 0 or sum(tax) <> 0 order by 1, 2, 3`.execute(server.ctx.db)
      ).rows;
    const countedRates = async () =>
      (
        await sql<Rates>`
          select d.company_ruc, document_panama_month(d.issued_at)::text as month, r.rate,
                 sum(r.base * document_rate_sign(d.doc_type))::text as base,
                 sum(r.tax * document_rate_sign(d.doc_type))::text as tax
            from document_itbms_rates r join documents d on d.id = r.document_id
           where d.status = 'AUT' group by 1, 2, 3
          having sum(r.base) <> 0 or sum(r.tax) <> 0 order by 1, 2, 3`.execute(server.ctx.db)
      ).rows;
    // Rates read for the stored documents, authorised or not (credit notes among them), two rates each.
    await sql`
      insert into document_itbms_rates (document_id, company_ruc, rate, base, tax)
      select id, company_ruc, rate, total - 10, round((total - 10) * 0.07, 2)
        from documents, (values ('01'), ('00')) as rates (rate)
       where company_ruc = ${demoRuc} and number between 6001 and 6040`.execute(server.ctx.db);
    const authorisedRates = await keptRates();
    expect(authorisedRates.length).toBeGreaterThan(0);
    expect(authorisedRates).toEqual(await countedRates());

    // A pending one authorised, authorised ones cancelled: their rates come in and go out.
    await sql`update documents set status = 'AUT' where company_ruc = ${demoRuc} and number = 6017`.execute(
      server.ctx.db,
    );
    await sql`update documents set status = 'ANU' where company_ruc = ${demoRuc} and number in (6003, 6006)`.execute(
      server.ctx.db,
    );
    expect(await keptRates()).toEqual(await countedRates());

    // Moved away, as a month's archive moves them.
    await sql`delete from document_itbms_rates where document_id in (
      select id from documents where company_ruc = ${demoRuc} and number between 6020 and 6030)`.execute(
      server.ctx.db,
    );
    expect(await keptRates()).toEqual(await countedRates());
  });
});
