import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currencySearchResultSchema,
  geographicItemsSchema,
  incotermSearchResultSchema,
} from '@facturar/contracts';
import { CURRENCIES, INCOTERMS, PROVINCES, listCorregimientos, listDistricts } from '@facturar/domain';
import type { Authenticate } from '../../http/authenticate.ts';

const searchQuery = z.object({ parametroBusqueda: z.string().trim().max(100).default('') });
const maxResults = 30;

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Districts and corregimientos are addressed by full code ('8-8') or by their own part ('8'). */
function fullCode(parent: string, code: string): string {
  return code.includes('-') ? code : `${parent}-${code}`;
}

/** The DGI catalogues of the emission form (spec 002 §7), from the domain: one source for every part. */
export function registerCatalogueRoutes(app: FastifyInstance, authenticate: Authenticate): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = authenticate();
  const tags = ['catalogos'];
  const locations = { 200: geographicItemsSchema };

  api.get(
    '/api/admin/ubicacionGeografica/provincia',
    { preHandler, schema: { tags, response: locations } },
    async () =>
      PROVINCES.map((province) => ({
        idUbicacionGeografica: province.codigo,
        nombre: province.nombre,
        secuencial: province.codigo,
      })),
  );

  api.get(
    '/api/admin/ubicacionGeografica/distrito/:provinceId',
    {
      preHandler,
      schema: { tags, params: z.object({ provinceId: z.string().max(10) }), response: locations },
    },
    async (request) =>
      listDistricts(request.params.provinceId).map((district) => ({
        idUbicacionGeografica: district.codigo,
        nombre: district.nombre,
        secuencial: district.codigo,
      })),
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
    async (request) =>
      listCorregimientos(fullCode(request.params.provinceId, request.params.districtId)).map(
        (corregimiento) => ({
          idUbicacionGeografica: corregimiento.codigo,
          nombre: corregimiento.nombre,
          secuencial: corregimiento.codigo,
        }),
      ),
  );

  api.get(
    '/api/admin/moneda/buscar',
    {
      preHandler,
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: currencySearchResultSchema },
      },
    },
    async (request) => {
      const term = normalise(request.query.parametroBusqueda);
      return CURRENCIES.filter((currency) =>
        normalise(`${currency.codigo} ${currency.nombre}`).includes(term),
      )
        .slice(0, maxResults)
        .map((currency) => ({
          id: currency.codigo,
          codigo: currency.codigo,
          divisa: currency.nombre,
          numero: currency.codigo,
        }));
    },
  );

  api.get(
    '/api/admin/incoterms/buscar',
    {
      preHandler,
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: incotermSearchResultSchema },
      },
    },
    async (request) => {
      const term = normalise(request.query.parametroBusqueda);
      return INCOTERMS.filter((incoterm) =>
        normalise(`${incoterm.codigo} ${incoterm.nombre}`).includes(term),
      ).map((incoterm) => ({
        id: incoterm.codigo,
        condicion: incoterm.codigo,
        interpretacion: incoterm.nombre,
        textoOriginal:
          'descripcion' in incoterm && typeof incoterm.descripcion === 'string'
            ? incoterm.descripcion
            : incoterm.nombre,
      }));
    },
  );
}
