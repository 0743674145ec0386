import { beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { cancelDocument, issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';

let token: string;

const server = serveTestServer({ VERIFY_RATE_LIMIT_PER_MINUTE: '8' });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

function verify(cufe: string) {
  return server.request({ method: 'GET', url: `/api/publico/verificar/${cufe}` });
}

describe('the public verification of a CUFE (no session)', () => {
  it('shows the CAFE’s data and the state, authorised then cancelled, and nothing else', async () => {
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT');
    const authorised = await verify(doc.cufe);
    expect(authorised.statusCode, authorised.body).toBe(200);
    const answer = authorised.json() as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(
      [
        'cufe',
        'emisor',
        'estado',
        'fechaAnulacion',
        'fechaAutorizacion',
        'fechaEmision',
        'numero',
        'receptor',
        'tipoComprobante',
        'valorTotal',
      ].sort(),
    );
    expect(answer).toMatchObject({
      cufe: doc.cufe,
      tipoComprobante: 'Factura de Operación Interna',
      emisor: { ruc: '155596713-2-2015', razonSocial: 'Comercializadora Demo Facturar, S.A.' },
      receptor: 'Distribuidora del Canal, S.A.',
      valorTotal: '109.05',
      estado: 'Autorizado',
      fechaAnulacion: null,
    });
    const cancelled = await cancelDocument(server, token, doc.cufe);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await verify(doc.cufe)).json() as { estado: string; fechaAnulacion: string | null };
    expect(after.estado).toBe('Anulado');
    expect(after.fechaAnulacion).not.toBeNull();
  });

  it('says so for a CUFE not issued here, and refuses one of the wrong length', async () => {
    const unknown = await verify(`FE01${'0'.repeat(62)}`);
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(
      'No existe en Facturar un comprobante autorizado con ese CUFE.',
    );
    const short = await verify('FE01');
    expect(short.statusCode).toBe(400);
  });

  it('is limited per address', async () => {
    const answers = [];
    for (let index = 0; index < 10; index++) answers.push((await verify(`FE01${'1'.repeat(62)}`)).statusCode);
    expect(answers).toContain(429);
  });
});
