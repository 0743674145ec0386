import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ CONTINGENCY_AFTER_FAILURES: '2' });
  token = await server.login('int@demo.facturar.test');
});
afterAll(async () => server?.close());

describe('contingency', () => {
  it('issues in contingency while the PAC is down, sends everything when it is back, then issues normally', async () => {
    server.sandbox.setFault({ mode: 'unavailable', services: ['feRecepFE'] });
    const first = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const second = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, first.id, (row) => row.pending_state === 4);
    await waitForDocument(server, second.id, (row) => row.pending_state === 4);

    const during = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const stored = await waitForDocument(server, during.id, () => true);
    expect(stored.emission_type).toBe('02');
    expect(stored.signed_xml).toContain('<iTpEmis>02</iTpEmis><dFechaCont>');
    expect(stored.signed_xml).toContain('<dMotCont>');

    server.sandbox.clearFault();
    for (const doc of [first, second, during]) {
      await waitForDocument(server, doc.id, (row) => row.status === 'AUT', 60_000);
    }
    const after = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    expect((await waitForDocument(server, after.id, (row) => row.status === 'AUT')).emission_type).toBe('01');
  });
});
