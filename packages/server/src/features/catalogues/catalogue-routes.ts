import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints, customerEndpoints } from '@facturar/contracts';
import type { Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  listDistrictCorregimientos,
  listProvinceDistricts,
  listProvinces,
  listUnifiedLocations,
  searchCountries,
  searchCurrencies,
  searchIncoterms,
} from './catalogue-service.ts';

/** The DGI catalogues of the emission form (spec 002 §7). */
export function registerCatalogueRoutes(app: FastifyInstance, authenticate: Authenticate): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, catalogueEndpoints.provinces, signedIn, async () => listProvinces());
  registerRoute(app, catalogueEndpoints.districts, signedIn, async ({ params }) =>
    listProvinceDistricts(params.provinceId),
  );
  registerRoute(app, catalogueEndpoints.corregimientos, signedIn, async ({ params }) =>
    listDistrictCorregimientos(params.provinceId, params.districtId),
  );
  registerRoute(app, catalogueEndpoints.currencies, signedIn, async ({ query }) =>
    searchCurrencies(query.parametroBusqueda),
  );
  registerRoute(app, catalogueEndpoints.incoterms, signedIn, async ({ query }) =>
    searchIncoterms(query.parametroBusqueda),
  );
  registerRoute(app, customerEndpoints.unifiedLocations, signedIn, async () => listUnifiedLocations());
  registerRoute(app, customerEndpoints.searchCountries, signedIn, async ({ query }) =>
    searchCountries(query.parametroBusqueda),
  );
}
