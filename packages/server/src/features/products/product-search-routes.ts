import type { FastifyInstance } from 'fastify';
import { masterDataEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { searchProducts } from './product-search-service.ts';

export function registerProductSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, masterDataEndpoints.searchProducts, {}, async ({ params, query, request }) =>
    searchProducts(
      ctx,
      requireAuth(request),
      params.ruc,
      query.parametroBusqueda,
      query.incluirInactivos === 'true',
    ),
  );
}
