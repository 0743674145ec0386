import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionParamsSchema, resourceListSchema } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { listPermittedResources } from './permissions-service.ts';

export function registerPermissionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/permisos/:perm/:apikey',
    {
      preHandler: authenticate(),
      schema: { tags: ['permisos'], params: permissionParamsSchema, response: { 200: resourceListSchema } },
    },
    async (request) => listPermittedResources(ctx, requireAuth(request), request.params),
  );
}
