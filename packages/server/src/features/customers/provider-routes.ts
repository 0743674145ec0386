import type { FastifyInstance } from 'fastify';
import { providerEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { searchCustomers } from './customer-search-service.ts';
import { listReceivers } from './customer-service.ts';
import { registerProvider, updateProvider } from './provider-service.ts';

/** The providers screen (spec 001 §7 'Providers'). */
export function registerProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, providerEndpoints.listProviders, {}, async ({ params, query, request }) =>
    listReceivers(ctx, requireAuth(request), params.ruc, query, 'provider'),
  );
  registerRoute(app, providerEndpoints.searchProviders, {}, async ({ params, query, request }) =>
    searchCustomers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda, 'providers'),
  );
  registerRoute(app, providerEndpoints.registerProvider, {}, async ({ body, request }) =>
    registerProvider(ctx, requireAuth(request), body),
  );
  registerRoute(app, providerEndpoints.updateProvider, {}, async ({ params, body, request }) =>
    updateProvider(ctx, requireAuth(request), params.idAsignacionEmpresaCliente, body),
  );
}
