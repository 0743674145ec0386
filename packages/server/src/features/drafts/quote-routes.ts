import type { FastifyInstance } from 'fastify';
import { quoteEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { acceptQuote, createQuote, listQuotes, readQuotePdf, sendQuote } from './quote-service.ts';

/** 'Cotizaciones' (issue 28 §2): quotes made from drafts, their PDF, e-mail and acceptance. */
export function registerQuoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, quoteEndpoints.list, {}, async ({ request }) => listQuotes(ctx, requireAuth(request)));
  registerRoute(app, quoteEndpoints.create, {}, async ({ body, request }) =>
    createQuote(ctx, requireAuth(request), body),
  );
  registerRoute(app, quoteEndpoints.pdf, {}, async ({ params, request, reply }) => {
    const { pdf, fileName } = await readQuotePdf(ctx, requireAuth(request), params.idCotizacion);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(pdf);
  });
  registerRoute(app, quoteEndpoints.send, {}, async ({ params, body, request }) =>
    sendQuote(ctx, requireAuth(request), params.idCotizacion, body.correos),
  );
  registerRoute(app, quoteEndpoints.accept, {}, async ({ params, request }) =>
    acceptQuote(ctx, requireAuth(request), params.idCotizacion),
  );
}
