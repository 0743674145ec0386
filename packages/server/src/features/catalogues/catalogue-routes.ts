import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints, customerEndpoints } from '@facturar/contracts';
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
export function registerCatalogueRoutes(app: FastifyInstance): void {
  registerRoute(app, catalogueEndpoints.provinces, {}, async () => listProvinces());
  registerRoute(app, catalogueEndpoints.districts, {}, async ({ params }) =>
    listProvinceDistricts(params.provinceId),
  );
  registerRoute(app, catalogueEndpoints.corregimientos, {}, async ({ params }) =>
    listDistrictCorregimientos(params.provinceId, params.districtId),
  );
  registerRoute(app, catalogueEndpoints.currencies, {}, async ({ query }) =>
    searchCurrencies(query.parametroBusqueda),
  );
  registerRoute(app, catalogueEndpoints.incoterms, {}, async ({ query }) =>
    searchIncoterms(query.parametroBusqueda),
  );
  registerRoute(app, customerEndpoints.unifiedLocations, {}, async () => listUnifiedLocations());
  registerRoute(app, customerEndpoints.searchCountries, {}, async ({ query }) =>
    searchCountries(query.parametroBusqueda),
  );
}
