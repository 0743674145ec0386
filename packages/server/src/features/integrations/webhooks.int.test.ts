import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestApiKey, createTestWebhook } from '../../../test/support/test-api-keys.ts';
import { postGeneration } from '../../../test/support/issued-documents.ts';
import { startMailingTestServer, type MailingTestServer } from '../../../test/support/test-server.ts';
import { waitUntil } from '../../../test/support/polling.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/support/webhook-receiver.ts';
import { deliverWebhooks } from './index.ts';

let server: MailingTestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let adm: string;
let apiKey: string;
let secret: string;
let webhookId: number;

/** The integration guide's check (docs/INTEGRACION.md), as a receiver writes it. */
function verifySignature(header: string, body: string, secret: string, toleranceSeconds = 300): boolean {
  const fields = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = fields.find(([name]) => name === 't')?.[1];
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return fields.some(
    ([name, value]) =>
      name === 'v1' &&
      value.length === expected.length &&
      timingSafeEqual(Buffer.from(value), Buffer.from(expected)),
  );
}

type Payload = {
  id: string;
  evento: string;
  empresa: { ruc: string };
  documento?: { id: number; cufe: string; estado: string; numero: string; total: string };
  enlaces?: { xml: string; cafe: string };
};

const payloadOf = (hook: ReceivedWebhook) => hook.payload as Payload;
const eventsFor = (cufe: string) =>
  receiver.received
    .filter((hook) => payloadOf(hook).documento?.cufe === cufe)
    .map((hook) => payloadOf(hook).evento);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startMailingTestServer({
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '1500',
  });
  adm = await server.login('adm@demo.facturar.test');
  apiKey = await createTestApiKey(server, adm, {
    nombre: 'POS webhooks',
    permisos: ['emitir', 'consultar', 'anular'],
  });
  ({ secreto: secret, idWebhook: webhookId } = await createTestWebhook(server, adm, {
    url: receiver.url,
    eventos: ['documento.autorizado', 'documento.anulado', 'documento.rechazado'],
  }));
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function issueWithKey(): Promise<string> {
  const response = await postGeneration(server, apiKey, await demoInvoiceBody(server.ctx.db), {
    'idempotency-key': `wh-${Date.now()}-${Math.random()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { cufe: string }).cufe;
}

async function cancelWithKey(cufe: string) {
  const response = await server.request({
    method: 'POST',
    url: '/api/eventos/anular/comprobante',
    headers: { 'x-api-key': apiKey },
    payload: { cufe, motivo: 'Anulación de prueba del punto de venta' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function deliveriesOf(cufe: string) {
  return server.ctx.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event', 'status', 'attempts', 'last_status_code', 'last_response'])
    .where('payload', 'like', `%${cufe}%`)
    .orderBy('id')
    .execute();
}

describe('webhooks (issue 26)', () => {
  it('keeps the secret sealed and shows it once', async () => {
    expect(secret).toMatch(/^whsec_/);
    const row = await server.ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', webhookId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await server.as(adm).get(`/api/integraciones/${demoRuc}/webhooks`);
    expect(list.body).not.toContain(secret);
  });

  it('delivers documento.autorizado then documento.anulado, signed, with links that open with the key', async () => {
    const cufe = await issueWithKey();
    const authorised = await waitUntil('documento.autorizado', () =>
      receiver.received.find((hook) => payloadOf(hook).documento?.cufe === cufe),
    );
    expect(verifySignature(String(authorised.headers['facturar-signature']), authorised.body, secret)).toBe(
      true,
    );
    expect(
      verifySignature(String(authorised.headers['facturar-signature']), authorised.body, 'whsec_otro'),
    ).toBe(false);
    const payload = payloadOf(authorised);
    expect(payload).toMatchObject({ evento: 'documento.autorizado', empresa: { ruc: demoRuc } });
    expect(payload.documento).toMatchObject({ cufe, estado: 'AUT', total: '109.05' });
    const xml = await server.request({
      method: 'GET',
      url: new URL(payload.enlaces?.xml ?? '').pathname,
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(cufe);
    const cafe = await server.request({
      method: 'GET',
      url: new URL(payload.enlaces?.cafe ?? '').pathname,
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(cafe.headers['content-type']).toContain('application/pdf');

    await cancelWithKey(cufe);
    await waitUntil('documento.anulado', () =>
      eventsFor(cufe).includes('documento.anulado') ? true : undefined,
    );
    expect(eventsFor(cufe)).toEqual(['documento.autorizado', 'documento.anulado']);
  });

  it('retries after a 500 and after a timeout, and the log shows the attempts', async () => {
    receiver.answerNext(500, 'hang');
    const cufe = await issueWithKey();
    await waitUntil('the delivery after two failures', () => (eventsFor(cufe).length > 0 ? true : undefined));
    const [delivery] = await deliveriesOf(cufe);
    await waitUntil('the delivery recorded', async () =>
      (await deliveriesOf(cufe))[0]?.status === 'OK' ? true : undefined,
    );
    const log = await server.as(adm).get(`/api/integraciones/${demoRuc}/entregas`);
    const row = (
      log.json() as {
        entregas: {
          idEntrega: number;
          estado: string;
          intentos: number;
          codigoRespuesta: number;
          respuesta: string;
        }[];
      }
    ).entregas.find((entry) => entry.idEntrega === Number(delivery?.id));
    expect(row).toMatchObject({
      estado: 'ENTREGADA',
      intentos: 3,
      codigoRespuesta: 200,
      respuesta: 'recibido',
    });
  });

  it('keeps order per document: anulado waits while autorizado is failing', async () => {
    receiver.answerNext(500, 500);
    const cufe = await issueWithKey();
    await waitUntil('the first failed attempt', async () =>
      ((await deliveriesOf(cufe))[0]?.attempts ?? 0) >= 1 ? true : undefined,
    );
    await cancelWithKey(cufe);
    await waitUntil('both events', () => (eventsFor(cufe).length === 2 ? true : undefined));
    expect(eventsFor(cufe)).toEqual(['documento.autorizado', 'documento.anulado']);
  });

  it("'Reenviar' sends the same event again", async () => {
    const cufe = await issueWithKey();
    await waitUntil('the first delivery', () => (eventsFor(cufe).length === 1 ? true : undefined));
    const [delivery] = await deliveriesOf(cufe);
    const resend = await server
      .as(adm)
      .post(`/api/integraciones/${demoRuc}/entregas/${delivery?.id}/reenviar`);
    expect(resend.json()).toEqual({ mensaje: 'Entrega programada de nuevo.' });
    await waitUntil('the second delivery', () => (eventsFor(cufe).length === 2 ? true : undefined));
    const ids = receiver.received
      .filter((hook) => payloadOf(hook).documento?.cufe === cufe)
      .map((hook) => payloadOf(hook).id);
    expect(new Set(ids).size).toBe(1);
  });

  it('sends again a delivery whose sender died mid-delivery (at least once)', async () => {
    const cufe = await issueWithKey();
    await waitUntil('the delivery', () => (eventsFor(cufe).length === 1 ? true : undefined));
    const [delivery] = await deliveriesOf(cufe);
    // As a sender that claimed the delivery and died before recording it leaves it: pending, claim lapsed.
    await server.ctx.db
      .updateTable('webhook_deliveries')
      .set({ status: 'PEN', claimed_until: new Date(Date.now() - 1000), delivered_at: null })
      .where('id', '=', delivery?.id ?? '0')
      .execute();
    // The queue retries the expired job of the dead sender: the same handler.
    await deliverWebhooks(server.ctx, delivery?.id ?? '0');
    expect(eventsFor(cufe)).toEqual(['documento.autorizado', 'documento.autorizado']);
    expect((await deliveriesOf(cufe))[0]?.status).toBe('OK');
  });

  it('disables an endpoint failing for three days and mails the administrators', async () => {
    await server.ctx.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date(Date.now() - 3 * 86_400_000 - 1000) })
      .where('id', '=', webhookId)
      .execute();
    receiver.answerNext(500);
    const cufe = await issueWithKey();
    await waitUntil('the endpoint disabled', async () => {
      const row = await server.ctx.db
        .selectFrom('webhook_endpoints')
        .select('disabled_at')
        .where('id', '=', webhookId)
        .executeTakeFirst();
      return row?.disabled_at ?? undefined;
    });
    expect((await deliveriesOf(cufe))[0]?.status).toBe('ERR');
    const mail = await waitUntil('the mail', () =>
      server.mail.messages.find(
        (message) => message.subject === 'Facturar: un webhook de su empresa fue desactivado',
      ),
    );
    expect(mail.text).toContain(receiver.url);
    const list = await server.as(adm).get(`/api/integraciones/${demoRuc}/webhooks`);
    expect(
      (list.json() as { webhooks: { idWebhook: number; activo: boolean }[] }).webhooks.find(
        (hook) => hook.idWebhook === webhookId,
      )?.activo,
    ).toBe(false);
  });

  it('rolls the secret with both valid for a day', async () => {
    const roll = await server.as(adm).post(`/api/integraciones/${demoRuc}/webhooks/${webhookId}/secreto`);
    expect(roll.statusCode).toBe(200);
    expect((roll.json() as { secreto: string }).secreto).not.toBe(secret);
  });

  it('refuses http targets where loopback is not allowed, and any key on the webhook calls', async () => {
    const asKey = await server.request({
      method: 'GET',
      url: `/api/integraciones/${demoRuc}/webhooks`,
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(asKey.statusCode).toBe(403);
    const bad = await server.as(adm).post(`/api/integraciones/${demoRuc}/webhooks`, {
      url: 'ftp://erp.test/x',
      eventos: ['documento.autorizado'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Ingrese una dirección https válida.');
  });
});
