import type { FastifyInstance } from 'fastify';
import { masterDataEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { searchCustomers } from './customer-search-service.ts';

export function registerCustomerSearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, masterDataEndpoints.searchCustomers, signedIn, async ({ params, query, request }) =>
    searchCustomers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda, 'all'),
  );
  registerRoute(
    app,
    masterDataEndpoints.searchForeignCustomers,
    signedIn,
    async ({ params, query, request }) =>
      searchCustomers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda, 'foreign'),
  );
}
