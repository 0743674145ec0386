import type { FastifyInstance, FastifyReply } from 'fastify';
import { quoteEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { publicReadLimit } from '../../http/public-read-limit.ts';
import { registerRoute } from '../../http/register-route.ts';
import { acceptQuote, createQuote, listQuotes, readQuotePdf, sendQuote } from './quote-service.ts';
import {
  loadSharedQuotePdf,
  shareQuote,
  viewSharedQuote,
  withdrawQuoteLink,
} from './quote-sharing-service.ts';

function sendPdf(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(pdf);
}

/**
 * 'Cotizaciones' (issue 28 §2): quotes made from drafts, their PDF, e-mail, share link and acceptance; and
 * the public page a share link opens, limited per address like a shared document's.
 */
export function registerQuoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, quoteEndpoints.list, {}, async ({ request }) => listQuotes(ctx, requireAuth(request)));
  registerRoute(app, quoteEndpoints.create, {}, async ({ body, request }) =>
    createQuote(ctx, requireAuth(request), body),
  );
  registerRoute(app, quoteEndpoints.pdf, {}, async ({ params, request, reply }) =>
    sendPdf(reply, await readQuotePdf(ctx, requireAuth(request), params.idCotizacion)),
  );
  registerRoute(app, quoteEndpoints.send, {}, async ({ params, body, request }) =>
    sendQuote(ctx, requireAuth(request), params.idCotizacion, body.correos),
  );
  registerRoute(app, quoteEndpoints.accept, {}, async ({ params, request }) =>
    acceptQuote(ctx, requireAuth(request), params.idCotizacion),
  );
  registerRoute(app, quoteEndpoints.share, {}, async ({ params, request }) =>
    shareQuote(ctx, requireAuth(request), params.idCotizacion),
  );
  registerRoute(app, quoteEndpoints.withdrawLink, {}, async ({ params, request }) =>
    withdrawQuoteLink(ctx, requireAuth(request), params.idCotizacion),
  );
  const limited = publicReadLimit(ctx);
  registerRoute(app, quoteEndpoints.sharedView, limited, async ({ params }) =>
    viewSharedQuote(ctx, params.token),
  );
  registerRoute(app, quoteEndpoints.sharedPdf, limited, async ({ params, reply }) =>
    sendPdf(reply, await loadSharedQuotePdf(ctx, params.token)),
  );
}
