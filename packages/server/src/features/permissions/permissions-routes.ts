import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { listPermittedResources } from './permissions-service.ts';

export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, authEndpoints.permissions, {}, async ({ params, request }) =>
    listPermittedResources(ctx, requireAuth(request), params),
  );
}
