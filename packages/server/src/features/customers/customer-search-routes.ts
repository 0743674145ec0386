import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerSearchResultSchema } from '@facturar/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import type { CustomerSearchScope } from './customer-search-repository.ts';
import { searchCustomers } from './customer-search-service.ts';

const params = z.object({ ruc: z.string().min(1).max(40) });
const querystring = z.object({
  parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(100),
});

/**
 * The emission form's client lookup (spec 001 §7): the company's customers, or only the foreign ones
 * (receiver type 04) for the export invoice.
 */
export function registerCustomerSearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes: [string, CustomerSearchScope][] = [
    ['/api/admin/clientes/buscar/:ruc', 'all'],
    ['/api/admin/clientes/buscar/extranjero/:ruc', 'foreign'],
  ];
  for (const [path, scope] of routes) {
    api.get(
      path,
      {
        preHandler: authenticate(),
        schema: { tags: ['clientes'], params, querystring, response: { 200: customerSearchResultSchema } },
      },
      async (request) =>
        searchCustomers(
          ctx,
          requireAuth(request),
          request.params.ruc,
          request.query.parametroBusqueda,
          scope,
        ),
    );
  }
}
