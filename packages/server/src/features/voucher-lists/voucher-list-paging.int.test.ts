import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { voucherListSorts, type VoucherRow } from '@facturar/contracts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { createStoredDocuments, type StoredDocument } from '../../../test/support/stored-documents.ts';

// A page is read past the last row of the page before it, when this process served that page lately
// (ADR 0196): paging through a list must give the rows that counting from the start gives, in every order.

const server = serveTestServer();
let token: string;

// 2025: issue dates out of id order, two or three documents on the same instant, and some of those a
// microsecond apart (within the same millisecond, which a JavaScript date cannot tell apart).
const documents: StoredDocument[] = Array.from({ length: 46 }, (_, index) => ({
  status: 'AUT',
  number: 8001 + index,
  issuedAt: new Date(Date.UTC(2025, 1, 1 + ((index * 7) % 19), 17)).toISOString(),
  receiverName: index % 2 === 0 ? 'Cliente Paginado, S.A.' : 'Otro Receptor',
}));

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  await createStoredDocuments(server.ctx.db, demoRuc, documents);
  await sql`update documents set issued_at = issued_at + (number % 3) * interval '1 microsecond'
    where company_ruc = ${demoRuc} and number between 8001 and 8046 and number % 4 = 0`.execute(
    server.ctx.db,
  );
});

type Page = { content: VoucherRow[]; totalElements: number };

async function read(path: string): Promise<Page> {
  const response = await server.as(token).get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function numbersOf(path: string): Promise<number[]> {
  return (await read(path)).content.map((row) => row.comprobanteElectronico.secuencial);
}

const lists = {
  all: `/api/comprobantes/autorizados/${demoRuc}?`,
  year: `/api/comprobantes/autorizados/busqueda/${demoRuc}?anio=2025&codigoComprobante=01&`,
  receiver: `/api/comprobantes/autorizados/busqueda/${demoRuc}?anio=2025&parametroReceptor=cliente pag&`,
};

describe('paging through a list', () => {
  it('gives, page after page, the rows that counting from the start gives, in every order', async () => {
    for (const [name, base] of Object.entries(lists)) {
      for (const sort of voucherListSorts) {
        const size = 4;
        // One page past the last too: it is empty either way.
        const pages = Math.ceil((await read(`${base}page=0&size=1&sort=${sort}`)).totalElements / size) + 1;
        // Backwards first: no page before the one asked was served, so each is counted from the start.
        const counted: number[][] = [];
        for (let page = pages - 1; page >= 0; page--) {
          counted[page] = await numbersOf(`${base}page=${page}&size=${size}&sort=${sort}`);
        }
        // Then forwards: each page past the one before it.
        for (let page = 0; page < pages; page++) {
          const paged = await numbersOf(`${base}page=${page}&size=${size}&sort=${sort}`);
          expect(paged, `${name} ${sort} page ${page}`).toEqual(counted[page]);
        }
        // A jump ahead starts from the nearest page served before it.
        expect(await numbersOf(`${base}page=2&size=${size}&sort=${sort}`)).toEqual(counted[2]);
      }
    }
  });

  it('goes on after the last row seen, though a document was issued meanwhile', async () => {
    const base = `/api/comprobantes/autorizados/${demoRuc}?size=5&sort=idAsignacionComprobanteElectronico,desc`;
    const second = await numbersOf(`${base}&page=1`);
    const first = await numbersOf(`${base}&page=0`);
    await createStoredDocuments(server.ctx.db, demoRuc, [
      { status: 'AUT', number: 8100, issuedAt: new Date().toISOString() },
    ]);

    // Counted from the start, the new document would push page 1's rows down by one and repeat the last
    // row of page 0 on it.
    expect(await numbersOf(`${base}&page=1`)).toEqual(second);
    expect(await numbersOf(`${base}&page=0`)).toEqual([8100, ...first.slice(0, 4)]);
  });
});
