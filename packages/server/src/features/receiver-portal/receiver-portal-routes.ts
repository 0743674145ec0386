import type { FastifyInstance } from 'fastify';
import { receiverPortalEndpoints as endpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireReceiver } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  buildPortalZip,
  listPortalDocuments,
  loadPortalFile,
  requestPortalLink,
  signInWithLink,
} from './receiver-portal-service.ts';

/**
 * The receivers' portal (issue 27 §4). The two public calls are limited per address like the other public
 * pages (VERIFY_RATE_LIMIT_PER_MINUTE), which also bounds guessing link tokens; the link request is limited
 * per RUC and per e-mail by the service too. The rest takes the portal's own session.
 */
export function registerReceiverPortalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = {
    config: { rateLimit: { max: ctx.config.verifyRateLimitPerMinute, timeWindow: '1 minute' } },
  };
  registerRoute(app, endpoints.requestLink, limited, async ({ body }) => requestPortalLink(ctx, body));
  registerRoute(app, endpoints.signIn, limited, async ({ body }) => signInWithLink(ctx, body.enlace));
  registerRoute(app, endpoints.documents, {}, async ({ query, request }) =>
    listPortalDocuments(ctx, requireReceiver(request), query),
  );
  for (const [endpoint, kind] of [
    [endpoints.xml, 'xml'],
    [endpoints.pdf, 'pdf'],
  ] as const) {
    registerRoute(app, endpoint, {}, async ({ params, request, reply }) => {
      const file = await loadPortalFile(ctx, requireReceiver(request), params.id, kind);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    });
  }
  registerRoute(app, endpoints.zip, {}, async ({ body, request, reply }) => {
    const zip = await buildPortalZip(ctx, requireReceiver(request), body);
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="comprobantes-recibidos.zip"')
      .send(zip);
  });
}
