// A worker killed with SIGKILL while a webhook delivery is in flight (issue 26): the next worker sends it
// again once the dead one's claim and job have lapsed, with the same event id, so the receiver can dedupe.
// Runs on the PostgreSQL tier only: separate processes need a database server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from './support/demo-invoice.ts';
import { callApi, serveApiRig, signIn } from './support/server-processes.ts';
import { waitUntil } from './support/polling.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

const isPostgres = process.env.TEST_DB_TIER === 'postgres';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

describe.runIf(isPostgres)('a worker killed while a webhook delivery is in flight', () => {
  const rig = serveApiRig(
    {
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      // The sender waits this long for an answer and holds its claim 30 s more; the dead sender's job comes
      // back after QUEUE_EXPIRE_SECONDS, once that claim has lapsed.
      WEBHOOK_TIMEOUT_MS: '5000',
      QUEUE_EXPIRE_SECONDS: '36',
    },
    150_000,
  );
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
  });

  it('delivers the event after the restart, with the same event id', async () => {
    const accessToken = await signIn(rig.apiUrl, 'adm@demo.facturar.test');
    await callApi(rig.apiUrl, accessToken, 'POST', `/api/integraciones/${demoRuc}/webhooks`, {
      url: receiver.url,
      eventos: ['documento.autorizado'],
    });
    // The first delivery is never answered: it is in flight when its worker dies.
    receiver.answerNext('hang');
    const first = rig.startWorker();
    const { cufe } = (await callApi(
      rig.apiUrl,
      accessToken,
      'POST',
      '/api/generacion/comprobantes',
      await demoInvoiceBody(rig.database.db),
    )) as { cufe: string };

    const inFlight = await waitUntil('the delivery in flight', () => receiver.arrived[0], 60_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(receiver.received).toEqual([]);

    rig.startWorker();
    const delivered = await waitUntil('the delivery after the restart', () => receiver.received[0], 120_000);
    expect(delivered.payload).toMatchObject({
      id: inFlight.payload.id,
      evento: 'documento.autorizado',
      documento: { cufe },
    });
    const row = await waitUntil('the delivery recorded', async () => {
      const found = await rig.database.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .where('payload', 'like', `%${cufe}%`)
        .executeTakeFirst();
      return found?.status === 'OK' ? found : undefined;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
