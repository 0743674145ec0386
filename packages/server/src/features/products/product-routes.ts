import type { FastifyInstance } from 'fastify';
import { productEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
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
export function registerProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, productEndpoints.listProducts, {}, async ({ params, query, request }) =>
    listProducts(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, productEndpoints.registerProduct, {}, async ({ body, request }) =>
    registerProduct(ctx, requireAuth(request), body),
  );
  registerRoute(app, productEndpoints.updateProduct, {}, async ({ params, body, request }) =>
    updateProduct(ctx, requireAuth(request), params.idProducto, body),
  );
  registerRoute(app, productEndpoints.unitMeasures, {}, async () => listMeasures());
  registerRoute(app, productEndpoints.unitFamilies, {}, async ({ params }) =>
    listMeasureFamilies(params.idMedida),
  );
  registerRoute(app, productEndpoints.units, {}, async ({ params }) =>
    listUnitsOfFamily(params.idFamiliaMedida),
  );
  registerRoute(app, productEndpoints.cpbsSegments, {}, async () => listCpbsSegments());
  registerRoute(app, productEndpoints.cpbsFamilies, {}, async ({ params }) =>
    listCpbsFamilies(params.idSegmento),
  );
}
