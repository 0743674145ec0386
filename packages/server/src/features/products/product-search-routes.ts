import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productSearchResultSchema } from '@facturar/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { searchProducts } from './product-search-service.ts';

/** The emission form's product search (spec 002 §7): from one typed character, the company's active products. */
export function registerProductSearchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/productos/buscar/:ruc',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['productos'],
        params: z.object({ ruc: z.string().min(1).max(40) }),
        querystring: z.object({
          parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(100),
        }),
        response: { 200: productSearchResultSchema },
      },
    },
    async (request) =>
      searchProducts(ctx, requireAuth(request), request.params.ruc, request.query.parametroBusqueda),
  );
}
