import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionParamsSchema, resourceListSchema } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../http/app-error.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { listResourcesForPermission } from './permissions-repository.ts';

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
    async (request) => {
      const auth = requireAuth(request);
      // The key identifies the calling application; the permission key must be the caller's own.
      if (request.params.apikey !== ctx.config.apiKey || request.params.perm !== auth.perm) {
        throw new AppError('forbidden', messages.forbidden, { mensajeSistema: 'PERMISO_NO_CORRESPONDE' });
      }
      return listResourcesForPermission(ctx.db, auth.perm);
    },
  );
}
