import { beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';

let token: string;

const server = serveTestServer({ VERIFY_RATE_LIMIT_PER_MINUTE: '12' });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

function share(id: string | number, method: 'POST' | 'DELETE' = 'POST') {
  return server.as(token).send(method, `/api/comprobantes/${id}/enlace`);
}

function open(path: string) {
  return server.request({ method: 'GET', url: path });
}

type ShareLink = { url: string; texto: string; whatsappUrl: string; qrSvg: string };

function publicPath(link: ShareLink): string {
  return `/api/publico/comprobantes/${link.url.slice(link.url.lastIndexOf('/') + 1)}`;
}

describe('sharing a document at the counter (a link, WhatsApp, a QR)', () => {
  it('gives one link per document that opens its data, CAFE and XML until the issuer withdraws it', async () => {
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT');

    const first = await share(doc.id);
    expect(first.statusCode, first.body).toBe(200);
    const link = first.json() as ShareLink;
    expect(link.url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
    expect(link.url).not.toContain(doc.cufe);
    expect(link.texto).toContain(
      'Comercializadora Demo Facturar, S.A. le envía su Factura de Operación Interna',
    );
    expect(link.texto).toContain('B/. 109.05');
    expect(link.texto).toContain(link.url);
    expect(decodeURIComponent(link.whatsappUrl)).toBe(`https://wa.me/?text=${link.texto}`);
    expect(link.qrSvg).toContain('<svg');
    expect(((await share(doc.id)).json() as ShareLink).url).toBe(link.url);

    const page = await open(publicPath(link));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ cufe: doc.cufe, estado: 'Autorizado', valorTotal: '109.05' });
    const pdf = await open(`${publicPath(link)}/cafe`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await open(`${publicPath(link)}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<dId>FE01`);

    const withdrawn = await share(doc.id, 'DELETE');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    for (const path of [publicPath(link), `${publicPath(link)}/cafe`, `${publicPath(link)}/xml`]) {
      const gone = await open(path);
      expect(gone.statusCode).toBe(404);
      expect((gone.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(
        'El enlace no existe o fue retirado por el emisor.',
      );
    }
    const again = (await share(doc.id)).json() as ShareLink;
    expect(again.url).not.toBe(link.url);
    expect((await open(publicPath(again))).statusCode).toBe(200);
  });

  it('shares no refused document, and only the caller’s own company’s', async () => {
    const refused = await server.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('company_ruc', '=', '155596713-2-2015')
      .where('status', 'not in', ['AUT', 'ANU', 'PEN'])
      .executeTakeFirst();
    if (refused) {
      const answer = await share(refused.id);
      expect(answer.statusCode).toBe(409);
      expect((answer.json() as { apierror: { mensaje: string } }).apierror.mensaje).toBe(
        'No se puede compartir un comprobante que el PAC no autorizó.',
      );
    }
    const foreign = await server.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('company_ruc', '!=', '155596713-2-2015')
      .executeTakeFirst();
    expect((await share(foreign?.id ?? 999_999_999)).statusCode).toBe(404);
    expect((await share(999_999_999)).statusCode).toBe(404);
    const anonymous = await server.request({ method: 'POST', url: '/api/comprobantes/1/enlace' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses malformed tokens and limits guessing per address', async () => {
    expect((await open('/api/publico/comprobantes/corto')).statusCode).toBe(400);
    const answers = [];
    for (let index = 0; index < 14; index++) {
      answers.push((await open(`/api/publico/comprobantes/${'A'.repeat(42)}${index % 10}`)).statusCode);
    }
    expect(answers.slice(0, 3)).toEqual([404, 404, 404]);
    expect(answers).toContain(429);
  });
});
