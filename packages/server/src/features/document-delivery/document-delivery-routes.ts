import type { FastifyInstance } from 'fastify';
import { mailDeliveryEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { listMailDeliveries } from './document-delivery-service.ts';

/** A document's e-mails and what became of each recipient (issue 27 §2). */
export function registerDocumentDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, mailDeliveryEndpoints.history, {}, async ({ params, request }) =>
    listMailDeliveries(ctx, requireAuth(request), params.id),
  );
}
