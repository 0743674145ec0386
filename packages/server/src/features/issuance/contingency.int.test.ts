import { beforeAll, describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { downloadXml, issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';

let token: string;

const server = serveTestServer({ CONTINGENCY_AFTER_FAILURES: '2' });

beforeAll(async () => {
  token = await server.login('int@demo.facturar.test');
});

describe('contingency', () => {
  it('issues in contingency while the PAC is down, sends everything when it is back, then issues normally', async () => {
    server.sandbox.setFault({ mode: 'unavailable', services: ['feRecepFE'] });
    const first = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const second = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, first, (row) => row.estadoAutorizacion === '4');
    await waitForDocument(server, token, second, (row) => row.estadoAutorizacion === '4');

    const during = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const contingent = await downloadXml(server, token, during.id);
    expect(contingent).toContain('<iTpEmis>02</iTpEmis><dFechaCont>');
    expect(contingent).toContain('<dMotCont>');

    server.sandbox.clearFault();
    for (const doc of [first, second, during]) {
      await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT', 60_000);
    }
    const after = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, after, (row) => row.estadoAutorizacion === 'AUT');
    expect(await downloadXml(server, token, after.id)).toContain('<iTpEmis>01</iTpEmis>');
  });
});
