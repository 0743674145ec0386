import { beforeAll, describe, expect, it } from 'vitest';
import type { VoucherRow } from '@facturar/contracts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { createStoredDocuments, type StoredDocument } from '../../../test/support/stored-documents.ts';
import { findIdRange } from '../../adapters/db/document-id-range.ts';
import { findVoucherPage, usesReceiverIndexes, type VoucherListScope } from './voucher-list-repository.ts';
import { planVoucherSearch } from './voucher-search-plan.ts';
import type { VoucherOrder } from './voucher-search-plan.ts';

// A receiver prefix's deep pages may be read among its matches from the receiver's indexes instead of by
// walking the list (ADR 0192): both ways must give the same rows in the same order.

const server = serveTestServer();
let token: string;

// 2025: five receivers' names, some with an identification that starts like another's name, one whose
// identification and name both start with the same text, one without an identification; issue dates out
// of id order, so that the date order is not the id order. A 2024 document and a cancelled one that match.
const documents: StoredDocument[] = Array.from({ length: 90 }, (_, index) => ({
  status: 'AUT',
  number: 7001 + index,
  issuedAt: new Date(Date.UTC(2025, 0, 2 + ((index * 37) % 300), 17, index % 60)).toISOString(),
  receiverName: ['Cliente 0101, S.A.', 'CLIENTE 0102', 'cliente 0200', 'Ferretería Cliente', 'C-0101 Corp'][
    index % 5
  ]!,
  receiverIdentification: ['8-101-1', 'cliente 0101', '8-200-2', 'C-0101', ''][index % 5]!,
}));
documents.push(
  { status: 'AUT', number: 7200, issuedAt: '2024-06-01T17:00:00.000Z', receiverName: 'Cliente 0101' },
  { status: 'ANU', number: 7300, issuedAt: '2025-06-01T17:00:00.000Z', receiverName: 'Cliente 0101' },
);

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  await createStoredDocuments(server.ctx.db, demoRuc, documents);
  // One without an identification at all (null, not empty).
  await server.ctx.db
    .updateTable('documents')
    .set({ receiver_identification: null })
    .where('company_ruc', '=', demoRuc)
    .where('number', '=', '7005')
    .execute();
});

async function scopeOf(prefix: string): Promise<VoucherListScope> {
  const { filters, days } = planVoucherSearch(
    {
      parametroReceptor: prefix,
      anio: 2025,
      page: 0,
      size: 15,
      sort: 'idAsignacionComprobanteElectronico,desc',
    },
    new Date('2026-12-06T12:00:00Z'),
  );
  const ids = await findIdRange(server.ctx.db, demoRuc, days);
  return { ruc: demoRuc, status: 'AUT', filters: { ...filters, idFrom: ids!.minId, idTo: ids!.maxId } };
}

async function pageNumbers(
  scope: VoucherListScope,
  order: VoucherOrder,
  offset: number,
  byReceiverIndexes: boolean,
) {
  const rows = await findVoucherPage(server.ctx.db, scope, order, { limit: 7, offset, byReceiverIndexes });
  return rows.map((row) => Number(row.number));
}

describe("a receiver prefix's pages", () => {
  it('are the same rows in the same order whether walked or read among the matches', async () => {
    const orders: VoucherOrder[] = [
      { column: 'id', direction: 'desc' },
      { column: 'id', direction: 'asc' },
      { column: 'issued_at', direction: 'desc' },
      { column: 'issued_at', direction: 'asc' },
    ];
    for (const prefix of [
      'cliente 01',
      'CLIENTE',
      'c-0101',
      '8-',
      'ferre',
      'cliente 0101',
      'nadie',
      '100%',
    ]) {
      const scope = await scopeOf(prefix);
      for (const order of orders) {
        for (const offset of [0, 7, 21, 70]) {
          const walked = await pageNumbers(scope, order, offset, false);
          const read = await pageNumbers(scope, order, offset, true);
          expect(read, `${prefix} ${order.column} ${order.direction} from ${offset}`).toEqual(walked);
        }
      }
    }
    // And against what the documents say: 'cliente' starts the names of the first three receivers and the
    // identification of the second (already a match by its name): 54 of the 90, each once.
    const scope = await scopeOf('cliente');
    const all = await findVoucherPage(
      server.ctx.db,
      scope,
      { column: 'id', direction: 'desc' },
      { limit: 100, offset: 0, byReceiverIndexes: true },
    );
    expect(all.map((row) => Number(row.number))).toEqual(
      documents
        .filter((doc, index) => doc.status === 'AUT' && doc.number < 7200 && index % 5 < 3)
        .map((doc) => doc.number)
        .reverse(),
    );
  });

  it('are read among the matches only past the first page, and only for a prefix narrowed by nothing else', async () => {
    const scope = await scopeOf('cliente');
    expect(await usesReceiverIndexes(server.ctx.db, scope, { limit: 15, offset: 0 })).toBe(false);
    const withType = { ...scope, filters: { ...scope.filters, docType: '01' } };
    expect(await usesReceiverIndexes(server.ctx.db, withType, { limit: 15, offset: 15_000 })).toBe(false);
    // A hundred documents or so: reading the matches is far less than walking to an offset of 15,000.
    expect(await usesReceiverIndexes(server.ctx.db, scope, { limit: 15, offset: 15_000 })).toBe(true);
  });

  it('answer a deep page through the API as the list has it', async () => {
    const response = await server
      .as(token)
      .get(`/api/comprobantes/autorizados/busqueda/${demoRuc}?parametroReceptor=cliente&page=3&size=10`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { content: VoucherRow[]; totalElements: number };
    expect(result.totalElements).toBe(54);
    const expected = documents
      .filter((doc, index) => doc.status === 'AUT' && doc.number < 7200 && index % 5 < 3)
      .map((doc) => doc.number)
      .reverse()
      .slice(30, 40);
    expect(result.content.map((row) => row.comprobanteElectronico.secuencial)).toEqual(expected);
  });
});
