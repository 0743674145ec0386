import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancellationRequestSchema,
  cancellationResponseSchema,
  cufeParamsSchema,
  documentByCufeSchema,
  referencedDocumentSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { cancelDocument, findDocumentByCufe, findReferencedDocument } from './cancellation-service.ts';

export function registerCancellationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/eventos/anular/comprobante',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['eventos'],
        body: cancellationRequestSchema,
        response: { 200: cancellationResponseSchema },
      },
    },
    async (request) => cancelDocument(ctx, requireAuth(request), request.body),
  );

  api.get(
    '/api/comprobante/buscar/cufe/:cufe',
    {
      preHandler: authenticate(),
      schema: { tags: ['eventos'], params: cufeParamsSchema, response: { 200: documentByCufeSchema } },
    },
    async (request) => findDocumentByCufe(ctx, requireAuth(request), request.params.cufe),
  );

  api.get(
    '/api/comprobante/buscar/cufeReferenciado/:cufe',
    {
      preHandler: authenticate(),
      schema: { tags: ['generacion'], params: cufeParamsSchema, response: { 200: referencedDocumentSchema } },
    },
    async (request) => findReferencedDocument(ctx, requireAuth(request), request.params.cufe),
  );
}
