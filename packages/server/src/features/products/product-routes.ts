import type { FastifyInstance } from 'fastify';
import { productEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  listCpbsFamilies,
  listCpbsSegments,
  listMeasureFamilies,
  listMeasures,
  listUnitsOfFamily,
} from './product-lookups.ts';
import { listProducts, registerProduct, updateProduct } from './product-service.ts';

/** The products screen and its lookups (spec 001 §7 'Products'). */
export function registerProductRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, productEndpoints.listProducts, signedIn, async ({ params, query, request }) =>
    listProducts(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, productEndpoints.registerProduct, signedIn, async ({ body, request }) =>
    registerProduct(ctx, requireAuth(request), body),
  );
  registerRoute(app, productEndpoints.updateProduct, signedIn, async ({ params, body, request }) =>
    updateProduct(ctx, requireAuth(request), params.idProducto, body),
  );
  registerRoute(app, productEndpoints.unitMeasures, signedIn, async () => listMeasures());
  registerRoute(app, productEndpoints.unitFamilies, signedIn, async ({ params }) =>
    listMeasureFamilies(params.idMedida),
  );
  registerRoute(app, productEndpoints.units, signedIn, async ({ params }) =>
    listUnitsOfFamily(params.idFamiliaMedida),
  );
  registerRoute(app, productEndpoints.cpbsSegments, signedIn, async () => listCpbsSegments());
  registerRoute(app, productEndpoints.cpbsFamilies, signedIn, async ({ params }) =>
    listCpbsFamilies(params.idSegmento),
  );
}
