import {
  buildApiPath,
  cpbsCodingsSchema,
  masterDataEndpoints,
  productAnswerSchema,
  productEndpoints,
  productPageSchema,
  productSearchResultSchema,
  unitFamiliesSchema,
  unitMeasuresSchema,
  unitsSchema,
  type ProductAnswer,
  type ProductForm,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';

export function productsKey(ruc: string) {
  return ['products', ruc] as const;
}

/** GET /admin/productos/{ruc} (a page, idProducto,desc) or the search of every product, active or not. */
export function productListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...productsKey(ruc), request],
    queryFn: async () => {
      if (request.term === null) {
        return http.call({
          service: 'core',
          path: buildApiPath(productEndpoints.listProducts, { ruc }),
          query: { page: String(request.page), size: String(request.size), sort: 'idProducto,desc' },
          schema: productPageSchema,
        });
      }
      const found = await http.call({
        service: 'core',
        path: buildApiPath(masterDataEndpoints.searchProducts, { ruc }),
        query: { parametroBusqueda: request.term, incluirInactivos: 'true' },
        schema: productSearchResultSchema,
      });
      return { content: found, totalElements: found.length };
    },
    staleTime: 0,
  });
}

export function registerProduct(http: HttpClient, body: ProductForm): Promise<ProductAnswer> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(productEndpoints.registerProduct),
    body,
    schema: productAnswerSchema,
  });
}

export function updateProduct(http: HttpClient, id: number, body: ProductForm): Promise<ProductAnswer> {
  return http.call({
    service: 'core',
    method: 'PUT',
    path: buildApiPath(productEndpoints.updateProduct, { idProducto: id }),
    body,
    schema: productAnswerSchema,
  });
}

/** The catalogues do not change while the app runs. */
const forever = Infinity;

export function unitMeasuresQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['unit-measures'],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(productEndpoints.unitMeasures),
        schema: unitMeasuresSchema,
      }),
    staleTime: forever,
  });
}

export function unitFamiliesQueryOptions(http: HttpClient, idMedida: string) {
  return queryOptions({
    queryKey: ['unit-families', idMedida],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(productEndpoints.unitFamilies, { idMedida }),
        schema: unitFamiliesSchema,
      }),
    staleTime: forever,
  });
}

export function unitsQueryOptions(http: HttpClient, idFamiliaMedida: string) {
  return queryOptions({
    queryKey: ['units', idFamiliaMedida],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(productEndpoints.units, { idFamiliaMedida }),
        schema: unitsSchema,
      }),
    staleTime: forever,
  });
}

export function cpbsSegmentsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['cpbs-segments'],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(productEndpoints.cpbsSegments),
        schema: cpbsCodingsSchema,
      }),
    staleTime: forever,
  });
}

export function cpbsFamiliesQueryOptions(http: HttpClient, idSegmento: string) {
  return queryOptions({
    queryKey: ['cpbs-families', idSegmento],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(productEndpoints.cpbsFamilies, { idSegmento }),
        schema: cpbsCodingsSchema,
      }),
    staleTime: forever,
  });
}
