import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencySearchResultSchema,
  geographicItemsSchema,
  incotermSearchResultSchema,
} from '@facturar/contracts';
import type { Authenticate } from '../../http/authenticate.ts';
import {
  listDistrictCorregimientos,
  listProvinceDistricts,
  listProvinces,
  searchCurrencies,
  searchIncoterms,
} from './catalogue-service.ts';

const searchQuery = z.object({ parametroBusqueda: z.string().trim().max(100).default('') });

/** The DGI catalogues of the emission form (spec 002 §7). */
export function registerCatalogueRoutes(app: FastifyInstance, authenticate: Authenticate): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = authenticate();
  const tags = ['catalogos'];
  const locations = { 200: geographicItemsSchema };

  api.get(
    '/api/admin/ubicacionGeografica/provincia',
    { preHandler, schema: { tags, response: locations } },
    async () => listProvinces(),
  );

  api.get(
    '/api/admin/ubicacionGeografica/distrito/:provinceId',
    {
      preHandler,
      schema: { tags, params: z.object({ provinceId: z.string().max(10) }), response: locations },
    },
    async (request) => listProvinceDistricts(request.params.provinceId),
  );

  api.get(
    '/api/admin/ubicacionGeografica/corregimiento/:provinceId/:districtId',
    {
      preHandler,
      schema: {
        tags,
        params: z.object({ provinceId: z.string().max(10), districtId: z.string().max(10) }),
        response: locations,
      },
    },
    async (request) => listDistrictCorregimientos(request.params.provinceId, request.params.districtId),
  );

  api.get(
    '/api/admin/moneda/buscar',
    { preHandler, schema: { tags, querystring: searchQuery, response: { 200: currencySearchResultSchema } } },
    async (request) => searchCurrencies(request.query.parametroBusqueda),
  );

  api.get(
    '/api/admin/incoterms/buscar',
    { preHandler, schema: { tags, querystring: searchQuery, response: { 200: incotermSearchResultSchema } } },
    async (request) => searchIncoterms(request.query.parametroBusqueda),
  );
}
