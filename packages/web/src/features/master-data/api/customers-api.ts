import {
  customerEndpoints,
  masterDataEndpoints,
  type CustomerAnswer,
  type CustomerRegistration,
  type CustomerUpdateInput,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';
import { searchableListQueryOptions } from './searchable-list-api.ts';

/** Every page and search of a company's customers: a change invalidates them all. */
export function customersKey(ruc: string) {
  return ['customers', ruc] as const;
}

/** GET /admin/clientes/{ruc} (a page) or /admin/clientes/buscar/{ruc} (a search), spec 001 §7. */
export function customerListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return searchableListQueryOptions(customersKey(ruc), request, {
    page: (page) =>
      http.request(customerEndpoints.listCustomers, {
        params: { ruc },
        query: { ...page, sort: 'fechaRegistro,desc' },
      }),
    search: (term) =>
      http.request(masterDataEndpoints.searchCustomers, {
        params: { ruc },
        query: { parametroBusqueda: term },
      }),
  });
}

export function registerCustomer(http: HttpClient, body: CustomerRegistration): Promise<CustomerAnswer> {
  return http.request(customerEndpoints.registerCustomer, { body });
}

/** The 'also as supplier' tick: the same body, the location in the path ('0' for a foreign customer). */
export function registerCustomerAsProvider(
  http: HttpClient,
  body: CustomerRegistration,
): Promise<CustomerAnswer> {
  return http.request(customerEndpoints.registerCustomerAsProvider, {
    params: {
      idUbicacionGeografica: body.idUbicacionGeografica ?? '0',
    },
    body,
  });
}

export function updateCustomer(
  http: HttpClient,
  id: number,
  body: CustomerUpdateInput,
): Promise<CustomerAnswer> {
  return http.request(customerEndpoints.updateCustomer, { params: { idAsignacionEmpresaCliente: id }, body });
}

export function downloadCustomers(http: HttpClient, ruc: string): Promise<DownloadedFile> {
  return http.requestFile(customerEndpoints.exportCustomers, { params: { ruc } });
}

/** GET /admin/pais/buscar?parametroBusqueda. */
export function countrySearchQueryOptions(http: HttpClient, term: string) {
  return queryOptions({
    queryKey: ['country-search', term],
    queryFn: () => http.request(customerEndpoints.searchCountries, { query: { parametroBusqueda: term } }),
    staleTime: Infinity,
  });
}
