import {
  masterDataEndpoints,
  productEndpoints,
  type ProductAnswer,
  type ProductForm,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';
import { searchableListQueryOptions } from './searchable-list-api.ts';

export function productsKey(ruc: string) {
  return ['products', ruc] as const;
}

/** GET /admin/productos/{ruc} (a page, idProducto,desc) or the search of every product, active or not. */
export function productListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return searchableListQueryOptions(productsKey(ruc), request, {
    page: (page) =>
      http.request(productEndpoints.listProducts, {
        params: { ruc },
        query: { ...page, sort: 'idProducto,desc' },
      }),
    search: (term) =>
      http.request(masterDataEndpoints.searchProducts, {
        params: { ruc },
        query: { parametroBusqueda: term, incluirInactivos: 'true' },
      }),
  });
}

export function registerProduct(http: HttpClient, body: ProductForm): Promise<ProductAnswer> {
  return http.request(productEndpoints.registerProduct, { body });
}

export function updateProduct(http: HttpClient, id: number, body: ProductForm): Promise<ProductAnswer> {
  return http.request(productEndpoints.updateProduct, { params: { idProducto: id }, body });
}

/** The catalogues do not change while the app runs. */
const forever = Infinity;

export function unitMeasuresQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['unit-measures'],
    queryFn: () => http.request(productEndpoints.unitMeasures),
    staleTime: forever,
  });
}

export function unitFamiliesQueryOptions(http: HttpClient, idMedida: string) {
  return queryOptions({
    queryKey: ['unit-families', idMedida],
    queryFn: () => http.request(productEndpoints.unitFamilies, { params: { idMedida } }),
    staleTime: forever,
  });
}

export function unitsQueryOptions(http: HttpClient, idFamiliaMedida: string) {
  return queryOptions({
    queryKey: ['units', idFamiliaMedida],
    queryFn: () => http.request(productEndpoints.units, { params: { idFamiliaMedida } }),
    staleTime: forever,
  });
}

export function cpbsSegmentsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['cpbs-segments'],
    queryFn: () => http.request(productEndpoints.cpbsSegments),
    staleTime: forever,
  });
}

export function cpbsFamiliesQueryOptions(http: HttpClient, idSegmento: string) {
  return queryOptions({
    queryKey: ['cpbs-families', idSegmento],
    queryFn: () => http.request(productEndpoints.cpbsFamilies, { params: { idSegmento } }),
    staleTime: forever,
  });
}
