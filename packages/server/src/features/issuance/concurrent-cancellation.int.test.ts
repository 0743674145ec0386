import { describe, expect, it } from 'vitest';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { cancelDocument, issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';

const server = serveTestServer();
const tokens = signInForTests(server, { adm: 'adm@demo.facturar.test' });

describe('cancelling one document from many requests at once (finding 6)', () => {
  it('lets exactly one cancel it and tells the others, sending one event to the PAC', async () => {
    const doc = await issueDocument(server, tokens.adm, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, tokens.adm, doc, (row) => row.estadoAutorizacion === 'AUT');

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => cancelDocument(server, tokens.adm, doc.cufe)),
    );
    const registered = answers.filter((answer) => answer.statusCode === 200);
    expect(registered).toHaveLength(1);
    expect(registered[0]?.json()).toEqual({ mensajeSistema: 'Evento registrado con éxito' });
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(11);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect([
        'La anulación de este comprobante ya está en curso. Espere su resultado antes de intentarlo de nuevo.',
        'El comprobante ya se encuentra anulado.',
      ]).toContain(answer.json().apierror.mensaje);
    }

    // The events sent to the PAC are the cancellation's own record, which no call lists.
    const events = await server.ctx.db
      .selectFrom('cancellation_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(1);
    await waitForDocument(server, tokens.adm, doc, (row) => row.estadoAutorizacion === 'ANU');
  });
});
