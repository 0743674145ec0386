import type { FastifyInstance } from 'fastify';
import { masterDataEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { searchCustomers } from './customer-search-service.ts';

export function registerCustomerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, masterDataEndpoints.searchCustomers, {}, async ({ params, query, request }) =>
    searchCustomers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda, 'all'),
  );
  registerRoute(app, masterDataEndpoints.searchForeignCustomers, {}, async ({ params, query, request }) =>
    searchCustomers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda, 'foreign'),
  );
}
