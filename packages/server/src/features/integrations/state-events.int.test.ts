import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestApiKey, createTestWebhook } from '../../../test/support/test-api-keys.ts';
import { postGeneration } from '../../../test/support/issued-documents.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { waitUntil } from '../../../test/support/polling.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/support/webhook-receiver.ts';
import { reportDocumentsInDoubt } from '../issuance/index.ts';

// The server's clock runs ahead when a test says so: a document then has waited that much longer.
let clockAhead = 0;
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let apiKey: string;

type Payload = {
  id: string;
  evento: string;
  empresa: { ruc: string };
  documento?: { cufe: string; estado: string };
  datos?: Record<string, unknown>;
};
const payloadOf = (hook: ReceivedWebhook) => hook.payload as Payload;
const eventsFor = (cufe: string) =>
  receiver.received
    .filter((hook) => payloadOf(hook).documento?.cufe === cufe)
    .map((hook) => payloadOf(hook).evento);
const lowVoucherNotices = () =>
  receiver.received.filter((hook) => payloadOf(hook).evento === 'comprobantes.por_agotarse');

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer(
    { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_DOUBT_MINUTES: '15' },
    { now: () => new Date(Date.now() + clockAhead) },
  );
  const adm = await server.login('adm@demo.facturar.test');
  apiKey = await createTestApiKey(server, adm, { nombre: 'POS estados', permisos: ['emitir', 'consultar'] });
  await createTestWebhook(server, adm, {
    url: receiver.url,
    eventos: ['documento.autorizado', 'documento.en_duda', 'comprobantes.por_agotarse'],
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function issueWithKey(): Promise<{ cufe: string; disponibles: number }> {
  const response = await postGeneration(server, apiKey, await demoInvoiceBody(server.ctx.db), {
    'idempotency-key': `st-${Date.now()}-${Math.random()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { cufe: string; numeroComprobantesDisponibles: number };
  return { cufe: answer.cufe, disponibles: answer.numeroComprobantesDisponibles };
}

describe('webhook events about a state (issue 26)', () => {
  it('reports documento.en_duda once, after the setting, and documento.autorizado after it', async () => {
    server.sandbox.setFault({ mode: 'unavailable', services: ['feRecepFE'] });
    const { cufe } = await issueWithKey();
    await waitUntil('the first failed try', async () => {
      const row = await server.ctx.db
        .selectFrom('documents')
        .select('pending_state')
        .where('cufe', '=', cufe)
        .executeTakeFirst();
      return row?.pending_state === 4 ? true : undefined;
    });
    // Waiting less than WEBHOOK_DOUBT_MINUTES: not in doubt yet.
    expect(await reportDocumentsInDoubt(server.ctx)).toBe(0);

    clockAhead = 16 * 60_000;
    // The every-minute sweep may be first; either way the document is reported once.
    await reportDocumentsInDoubt(server.ctx);
    expect(await reportDocumentsInDoubt(server.ctx)).toBe(0);
    const doubt = await waitUntil('documento.en_duda', () =>
      receiver.received.find((hook) => payloadOf(hook).documento?.cufe === cufe),
    );
    expect(payloadOf(doubt)).toMatchObject({
      evento: 'documento.en_duda',
      empresa: { ruc: demoRuc },
      documento: { cufe, estado: 'PEN' },
    });

    clockAhead = 0;
    server.sandbox.clearFault();
    await waitUntil(
      'documento.autorizado',
      () => (eventsFor(cufe).includes('documento.autorizado') ? true : undefined),
      60_000,
    );
    expect(await reportDocumentsInDoubt(server.ctx)).toBe(0);
    expect(eventsFor(cufe)).toEqual(['documento.en_duda', 'documento.autorizado']);
  });

  it('reports comprobantes.por_agotarse when a document crosses the 10 % line, once', async () => {
    const now = new Date();
    const packages = await server.ctx.db
      .selectFrom('voucher_packages')
      .select(['id', 'vouchers_total'])
      .where('company_ruc', '=', demoRuc)
      .where('expires_at', '>', now)
      .where('vouchers_total', '<>', -1)
      .orderBy('expires_at')
      .execute();
    const inForce = packages.reduce((sum, row) => sum + row.vouchers_total, 0);
    // As a company that has spent down to the line: 10 % left, all in the package spent first.
    const atTheLine = Math.ceil(inForce / 10);
    await server.ctx.db
      .updateTable('voucher_packages')
      .set({ vouchers_available: 0 })
      .where('company_ruc', '=', demoRuc)
      .execute();
    await server.ctx.db
      .updateTable('voucher_packages')
      .set({ vouchers_available: atTheLine })
      .where('id', '=', packages[0]?.id ?? 0)
      .execute();

    const crossing = await issueWithKey();
    expect(crossing.disponibles).toBe(atTheLine - 1);
    const notice = await waitUntil('comprobantes.por_agotarse', () => lowVoucherNotices()[0]);
    expect(payloadOf(notice)).toMatchObject({
      evento: 'comprobantes.por_agotarse',
      empresa: { ruc: demoRuc },
      datos: { disponibles: atTheLine - 1, totalVigente: inForce },
    });

    // Below the line already: the next documents report nothing more.
    const next = await issueWithKey();
    await waitUntil('the next document authorised', () =>
      eventsFor(next.cufe).includes('documento.autorizado') ? true : undefined,
    );
    expect(lowVoucherNotices()).toHaveLength(1);
  });
});
