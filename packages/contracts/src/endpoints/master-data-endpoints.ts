import { z } from 'zod';
import {
  currencySearchResultSchema,
  geographicItemsSchema,
  incotermSearchResultSchema,
} from '../catalogues.ts';
import { customerSearchResultSchema, productSearchResultSchema } from '../emission.ts';
import { companyParamsSchema, defineEndpoint } from '../endpoint.ts';
import { productSearchQuerySchema } from '../products.ts';

/** The emission form's lookups of the company's own data: from one typed character. */
const companySearchQuery = z.object({
  parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(100),
});
/** The catalogue searches list everything for an empty term. */
const catalogueSearchQuery = z.object({ parametroBusqueda: z.string().trim().max(100).default('') });
const placeCode = z.string().max(10);
/** A search of the company's customers: the same question and answer, whichever receivers it lists. */
const customerSearch = {
  method: 'GET',
  access: 'company',
  apiKeyScope: 'maestros',
  params: companyParamsSchema,
  query: companySearchQuery,
  response: customerSearchResultSchema,
  tags: ['clientes'],
} as const;

/** The company's products and customers as the emission form looks them up (spec 001 §7, 002 §7). */
export const masterDataEndpoints = {
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/productos/buscar/:ruc',
    access: 'company',
    apiKeyScope: 'maestros',
    params: companyParamsSchema,
    query: productSearchQuerySchema,
    response: productSearchResultSchema,
    tags: ['productos'],
  }),
  searchCustomers: defineEndpoint({ ...customerSearch, path: '/api/admin/clientes/buscar/:ruc' }),
  /** The export invoice's receivers: foreign customers (receiver type 04) only. */
  searchForeignCustomers: defineEndpoint({
    ...customerSearch,
    path: '/api/admin/clientes/buscar/extranjero/:ruc',
  }),
};

/** The DGI catalogues of the emission form (spec 002 §7). */
export const catalogueEndpoints = {
  provinces: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ubicacionGeografica/provincia',
    access: 'company',
    response: geographicItemsSchema,
    tags: ['catalogos'],
  }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ubicacionGeografica/distrito/:provinceId',
    access: 'company',
    params: z.object({ provinceId: placeCode }),
    response: geographicItemsSchema,
    tags: ['catalogos'],
  }),
  corregimientos: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ubicacionGeografica/corregimiento/:provinceId/:districtId',
    access: 'company',
    params: z.object({ provinceId: placeCode, districtId: placeCode }),
    response: geographicItemsSchema,
    tags: ['catalogos'],
  }),
  currencies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moneda/buscar',
    access: 'company',
    query: catalogueSearchQuery,
    response: currencySearchResultSchema,
    tags: ['catalogos'],
  }),
  incoterms: defineEndpoint({
    method: 'GET',
    path: '/api/admin/incoterms/buscar',
    access: 'company',
    query: catalogueSearchQuery,
    response: incotermSearchResultSchema,
    tags: ['catalogos'],
  }),
};
