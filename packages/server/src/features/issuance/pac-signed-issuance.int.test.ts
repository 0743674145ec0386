import { beforeAll, describe, expect, it } from 'vitest';
import type { MailDeliveryHistory, PacMailTrackingView } from '@facturar/contracts';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { cancelDocument, postGeneration } from '../../../test/support/issued-documents.ts';
import { sendDocument } from './send-document-job.ts';

// Issuing through the sandbox's HKA mode (the integration API): the PAC signs, picks dSeg and computes the
// CUFE; the document ends authorised once with the PAC's CUFE, QR and signed XML, and is cancelled by the PAC.

let adminToken: string;
let token: string;

const server = serveTestServer({ PAC_TIMEOUT_MS: '1500', CONTINGENCY_AFTER_FAILURES: '100' });

beforeAll(async () => {
  adminToken = await server.login('admin@facturar.test');
  token = await server.login('adm@demo.facturar.test');
  const saved = await server.as(adminToken).put(`/api/admin/empresas/${demoRuc}/conexion-pac`, {
    proveedor: 'sandbox',
    familia: 'hka',
    ambiente: '2',
    tokenEmpresa: 'demo155596713_ws_tfhka',
    tokenPassword: 'Dem0-Facturar!59',
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});

async function issue(): Promise<{ id: string; provisionalCufe: string }> {
  const response = await postGeneration(server, token, await demoInvoiceBody(server.ctx.db));
  expect(response.statusCode, response.body).toBe(200);
  const { cufe } = response.json() as { cufe: string };
  const row = await server.ctx.db
    .selectFrom('documents')
    .select('id')
    .where('cufe', '=', cufe)
    .executeTakeFirstOrThrow();
  return { id: row.id, provisionalCufe: cufe };
}

function readDocument(id: string) {
  return server.ctx.db
    .selectFrom('documents')
    .select(['status', 'cufe', 'signed_xml', 'protocol', 'pac_family', 'pending_state', 'send_attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function untilSettled(id: string) {
  for (;;) {
    const doc = await readDocument(id);
    if (doc.status !== 'PEN') return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a company whose PAC signs (HKA integration API)', () => {
  it('answers Probar conexión with the folios', async () => {
    const tested = await server.as(adminToken).post(`/api/admin/empresas/${demoRuc}/conexion-pac/probar`);
    expect(tested.json()).toMatchObject({ correcto: true });
    expect(tested.json().mensaje).toMatch(/Folios disponibles en el ciclo/);

    // The company's ADM reads it back, read only: the family and the last test, never a token.
    const read = await server.as(token).get(`/api/empresas/${demoRuc}/conexion-pac`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      familia: 'hka',
      tieneTokens: true,
      ultimaPrueba: { correcto: true, mensaje: tested.json().mensaje, fecha: expect.any(String) },
    });
    expect(read.body).not.toContain('demo155596713_ws_tfhka');
    expect(read.body).not.toContain('Dem0-Facturar!59');
  });

  it('issues an invoice authorised with the PAC’s CUFE, QR and signed XML, then cancels it through the PAC', async () => {
    const { id, provisionalCufe } = await issue();
    const doc = await untilSettled(id);
    expect(doc).toMatchObject({ status: 'AUT', pac_family: 'hka' });
    expect(doc.cufe).not.toBe(provisionalCufe);
    expect(doc.cufe).toMatch(/^FE01/);
    expect(doc.signed_xml).toContain('Signature');
    expect(doc.signed_xml).toContain(`<dId>${doc.cufe}</dId>`);
    expect(doc.signed_xml).toMatch(/FacturasPorQR\?chFE=/);

    const xml = await server.as(token).get(`/api/comprobante/buscar/cufe/${doc.cufe}`);
    expect(xml.json()).toMatchObject({ estado: 'AUT' });

    const cancelled = await cancelDocument(server, token, doc.cufe);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await readDocument(id)).status).toBe('ANU');
  });

  it('ends authorised once when the PAC committed and the answer was lost (EstadoDocumento, then DescargaXML)', async () => {
    server.sandbox.setFault({ mode: 'timeout', services: ['Enviar'], count: 1, delayMs: 200 });
    const { id } = await issue();
    for (;;) {
      const doc = await readDocument(id);
      if (doc.pending_state === 5 || doc.status !== 'PEN') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    server.sandbox.clearFault();
    // What a restarted worker does with the job: asks before sending again.
    await sendDocument(server.ctx, id).catch(() => undefined);
    const doc = await untilSettled(id);
    expect(doc.status).toBe('AUT');
    const same = await server.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('cufe', '=', doc.cufe)
      .execute();
    expect(same).toHaveLength(1);
  });

  it('sends the receiver’s e-mail through the PAC (EnvioCorreo) and shows its tracked delivery', async () => {
    const { id } = await issue();
    expect((await untilSettled(id)).status).toBe('AUT');
    const tracking = async () => {
      const response = await server.as(token).get(`/api/comprobantes/entrega-pac/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PacMailTrackingView>();
    };
    // The e-mail job runs after the authorisation; the PAC reports it processed, then delivered.
    for (;;) {
      const seen = await tracking();
      expect(seen).toMatchObject({ aplica: true, mensaje: null });
      if (seen.destinatarios.some((entry) => entry.estado === 'Entregado')) {
        expect(seen.destinatarios).toEqual([
          { correo: 'compras@distcanal.test', estado: 'Entregado', fecha: expect.any(String) },
        ]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The repositories' 'Correo' detail records the PAC's e-mail and, once opened, its tracked delivery.
    const deliveries = await server.as(token).get(`/api/comprobantes/${id}/envios-correo`);
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    expect(deliveries.json<MailDeliveryHistory>().envios).toEqual([
      expect.objectContaining({
        motivo: 'autorizacion',
        estado: 'ENT',
        destinatarios: [expect.objectContaining({ correo: 'compras@distcanal.test', estado: 'ENT' })],
      }),
    ]);

    const unknown = await server.as(token).get('/api/comprobantes/entrega-pac/999999999');
    expect(unknown.statusCode).toBe(404);
  });
});
