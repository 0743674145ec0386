import type { FastifyInstance } from 'fastify';
import { cancellationEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { cancelDocument, findDocumentByCufe, findReferencedDocument } from './cancellation-service.ts';

export function registerCancellationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, cancellationEndpoints.cancel, {}, async ({ body, request }) =>
    cancelDocument(ctx, requireAuth(request), body),
  );
  registerRoute(app, cancellationEndpoints.documentByCufe, {}, async ({ params, request }) =>
    findDocumentByCufe(ctx, requireAuth(request), params.cufe),
  );
  registerRoute(app, cancellationEndpoints.referencedDocument, {}, async ({ params, request }) =>
    findReferencedDocument(ctx, requireAuth(request), params.cufe),
  );
}
