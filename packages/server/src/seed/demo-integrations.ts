import type { InjectOptions } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { describeWebhookEvent, type WebhookNotice } from '../features/webhook-events/index.ts';
import { findDocumentIdsByCufe } from '../adapters/db/document-keys.ts';
import { findBillingPointId, insertDeliveredHistory } from './demo-integrations-repository.ts';

type Call = (options: InjectOptions, what: string) => Promise<unknown>;

const webhookUrl = 'https://erp.demo.facturar.test/api/facturar/eventos';

/**
 * The demo's point of sale: an API key issuing from 0001-001 (David), created as the administrator does in
 * 'Integraciones'. The key lives in memory while the seed issues with it and is never logged: it is shown
 * once, so the demo screen lists its prefix and its last use only.
 */
export async function createDemoApiKey(ctx: AppContext, ruc: string, call: Call): Promise<string> {
  const pointId = await findBillingPointId(ctx.db, ruc, '0001', '001');
  const created = (await call(
    {
      method: 'POST',
      url: `/api/integraciones/${ruc}/claves`,
      payload: {
        nombre: 'Caja Tienda David (POS)',
        permisos: ['emitir', 'consultar', 'anular'],
        idSecuencial: pointId,
      },
    },
    'clave de API',
  )) as { clave: string };
  return created.clave;
}

type Reported = { cufe: string; event: Extract<WebhookNotice, { documentId: string }>['event'] };

/**
 * The company's ERP endpoint, created once the history is issued (its secret is discarded with the
 * answer), and the deliveries it acknowledged for that history, so the log has rows to read and
 * 'Reenviar'. Only past deliveries are written: nothing is sent to the demo's unreachable address.
 */
export async function seedDemoWebhook(
  ctx: AppContext,
  ruc: string,
  call: Call,
  reported: readonly Reported[],
): Promise<void> {
  const created = (await call(
    {
      method: 'POST',
      url: `/api/integraciones/${ruc}/webhooks`,
      payload: {
        url: webhookUrl,
        eventos: [
          'documento.autorizado',
          'documento.rechazado',
          'documento.anulado',
          'documento.en_duda',
          'comprobantes.por_agotarse',
        ],
      },
    },
    'webhook',
  )) as { registro: { idWebhook: number } };
  const rows = [];
  const start = ctx.now().getTime() - reported.length * 90_000;
  for (const [index, report] of reported.entries()) {
    const [documentId] = await findDocumentIdsByCufe(ctx.db, [report.cufe]);
    if (!documentId) continue;
    const event = await describeWebhookEvent(ctx, ctx.db, { event: report.event, documentId });
    if (!event) continue;
    // One of them needed a second try: the ERP was restarting.
    const retried = index === 1;
    rows.push({
      endpointId: created.registro.idWebhook,
      companyRuc: event.companyRuc,
      event: report.event,
      orderingKey: event.orderingKey,
      payload: event.payload,
      attempts: retried ? 2 : 1,
      statusCode: 200,
      latencyMs: 60 + ((index * 37) % 140),
      answer: '{"recibido":true}',
      at: new Date(start + index * 90_000),
    });
  }
  await insertDeliveredHistory(ctx.db, rows);
}
