import type { FastifyInstance } from 'fastify';
import { sharingEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { shareDocument, withdrawShareLink } from './document-sharing-service.ts';

/** The issuer's side of 'Compartir': make (or read) a document's public link, and withdraw it. */
export function registerDocumentSharingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, sharingEndpoints.share, {}, async ({ params, request }) =>
    shareDocument(ctx, requireAuth(request), params.id),
  );
  registerRoute(app, sharingEndpoints.withdraw, {}, async ({ params, request }) =>
    withdrawShareLink(ctx, requireAuth(request), params.id),
  );
}
