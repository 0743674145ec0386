import { beforeAll, describe, expect, it } from 'vitest';
import { computeRucDv } from '@facturar/domain';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import {
  cancelDocument,
  downloadXml,
  issueDocument,
  waitForDocument,
} from '../../../test/support/issued-documents.ts';

let token: string;

const server = serveTestServer({ PAC_TIMEOUT_MS: '1500', CONTINGENCY_AFTER_FAILURES: '100' });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

describe('cancelling an authorised document', () => {
  it('finds it by CUFE, registers the event once, and refuses a second cancellation', async () => {
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT');

    const found = await server.as(token).get(`/api/comprobante/buscar/cufe/${doc.cufe}`);
    expect(found.json()).toMatchObject({
      valorTotal: 109.05,
      tipoComprobanteElectronico: { nombreComprobante: 'Factura de Operación Interna' },
    });

    const short = await cancelDocument(server, token, doc.cufe, 'muy corto');
    expect(short.statusCode).toBe(400);
    expect(short.json().apierror.mensaje).toBe('No ingrese menos de 15 caracteres ni más de 300 caracteres.');

    const done = await cancelDocument(server, token, doc.cufe);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ mensajeSistema: 'Evento registrado con éxito' });
    const cancelled = await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'ANU');
    expect(cancelled.list).toBe('anulados');

    const again = await cancelDocument(server, token, doc.cufe);
    expect(again.statusCode).toBe(409);
    expect(again.json().apierror.mensaje).toBe('El comprobante ya se encuentra anulado.');
  });

  it('answers an unknown CUFE with nothing found', async () => {
    const unknown = `FE01${'0'.repeat(62)}`;
    const found = await server.as(token).get(`/api/comprobante/buscar/cufe/${unknown}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBeNull();
    const cancelled = await cancelDocument(
      server,
      token,
      unknown,
      'Operación no realizada por error de digitación.',
    );
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().apierror.mensaje).toBe('No existen un comprobante con el cufe ingresado');
  });
});

describe('when the PAC fails', () => {
  it('keeps a document pending (state 4) while the PAC is down and authorises it when it is back', async () => {
    server.sandbox.setFault({ mode: 'unavailable', services: ['feRecepFE'] });
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const pending = await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === '4');
    expect(pending).toMatchObject({ list: 'pendientes', mensajeProceso: 'Servicio del PAC no disponible.' });
    server.sandbox.clearFault();
    const authorised = await waitForDocument(
      server,
      token,
      doc,
      (row) => row.estadoAutorizacion === 'AUT',
      60_000,
    );
    expect(authorised.list).toBe('autorizados');
  });

  it('shows a document returned by the DGI as pending 11 and sends the same XML again', async () => {
    server.sandbox.setFault({ mode: 'return', count: 1, services: ['feRecepFE'] });
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, doc, (row) => ['11', 'AUT'].includes(row.estadoAutorizacion));
    const returned = await downloadXml(server, token, doc.id);
    await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT', 60_000);
    expect(await downloadXml(server, token, doc.id)).toBe(returned);
  });

  it('consults by CUFE after an unanswered send instead of sending twice', async () => {
    server.sandbox.setFault({ mode: 'timeout', count: 1, delayMs: 3000, services: ['feRecepFE'] });
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT', 60_000);
    // One send: the retry asked the PAC by CUFE and found the authorisation the lost answer carried. The
    // tries are the worker's bookkeeping, which no call shows.
    const { send_attempts: sends } = await server.ctx.db
      .selectFrom('documents')
      .select('send_attempts')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(sends).toBe(1);
  });
});

describe('a document the DGI would reject', () => {
  it('is recorded as not authorised with the DGI code and message, and its voucher is returned', async () => {
    const before = (await server.as(token).get('/api/paquete/disponible/155596713-2-2015')).json() as number;
    // The customer's RUC, well formed and with its DV, is not in the DGI's registry, and the PAC's
    // feConsRucDV could not be reached before numbering: the document goes (the check does not stop a
    // sale) and the DGI rejects it (1602).
    const unregistered = '155612999-2-2016';
    const dv = computeRucDv(unregistered, 'juridica');
    if (!dv.ok) throw new Error('the RUC has no DV');
    const body = await demoInvoiceBody(server.ctx.db);
    await server.ctx.db
      .updateTable('customers')
      .set({ identification: unregistered, dv: dv.value })
      .where('identification', '=', '155601234-2-2015')
      .execute();
    server.sandbox.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
    try {
      const doc = await issueDocument(server, token, body);
      const refused = await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'NAU');
      expect(refused.mensajeAutorizacion).toMatch(/^1602 - /);
    } finally {
      server.sandbox.clearFault();
      await server.ctx.db
        .updateTable('customers')
        .set({ identification: '155601234-2-2015', dv: '80' })
        .where('identification', '=', unregistered)
        .execute();
    }
    const after = (await server.as(token).get('/api/paquete/disponible/155596713-2-2015')).json() as number;
    expect(after).toBe(before);
  });
});
