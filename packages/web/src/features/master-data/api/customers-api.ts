import {
  buildApiPath,
  countrySearchResultSchema,
  customerAnswerSchema,
  customerEndpoints,
  customerPageSchema,
  customerSearchResultSchema,
  geographicItemsSchema,
  masterDataEndpoints,
  type CustomerAnswer,
  type CustomerRegistration,
  type CustomerUpdateInput,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';

/** Every page and search of a company's customers: a change invalidates them all. */
export function customersKey(ruc: string) {
  return ['customers', ruc] as const;
}

/** GET /admin/clientes/{ruc} (a page) or /admin/clientes/buscar/{ruc} (a search), spec 001 §7. */
export function customerListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...customersKey(ruc), request],
    queryFn: async () => {
      if (request.term === null) {
        return http.call({
          service: 'core',
          path: buildApiPath(customerEndpoints.listCustomers, { ruc }),
          query: { page: String(request.page), size: String(request.size), sort: 'fechaRegistro,desc' },
          schema: customerPageSchema,
        });
      }
      const found = await http.call({
        service: 'core',
        path: buildApiPath(masterDataEndpoints.searchCustomers, { ruc }),
        query: { parametroBusqueda: request.term },
        schema: customerSearchResultSchema,
      });
      return { content: found, totalElements: found.length };
    },
    staleTime: 0,
  });
}

export function registerCustomer(http: HttpClient, body: CustomerRegistration): Promise<CustomerAnswer> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(customerEndpoints.registerCustomer),
    body,
    schema: customerAnswerSchema,
  });
}

/** The 'also as supplier' tick: the same body, the location in the path ('0' for a foreign customer). */
export function registerCustomerAsProvider(
  http: HttpClient,
  body: CustomerRegistration,
): Promise<CustomerAnswer> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(customerEndpoints.registerCustomerAsProvider, {
      idUbicacionGeografica: body.idUbicacionGeografica ?? '0',
    }),
    body,
    schema: customerAnswerSchema,
  });
}

export function updateCustomer(
  http: HttpClient,
  id: number,
  body: CustomerUpdateInput,
): Promise<CustomerAnswer> {
  return http.call({
    service: 'core',
    method: 'PUT',
    path: buildApiPath(customerEndpoints.updateCustomer, { idAsignacionEmpresaCliente: id }),
    body,
    schema: customerAnswerSchema,
  });
}

export function downloadCustomers(http: HttpClient, ruc: string): Promise<DownloadedFile> {
  return http.download({ service: 'core', path: buildApiPath(customerEndpoints.exportCustomers, { ruc }) });
}

/** GET /admin/ubicacionGeografica/unificada: the same for everyone, kept for the session. */
export function unifiedLocationsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['unified-locations'],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(customerEndpoints.unifiedLocations),
        schema: geographicItemsSchema,
      }),
    staleTime: Infinity,
  });
}

/** GET /admin/pais/buscar?parametroBusqueda. */
export function countrySearchQueryOptions(http: HttpClient, term: string) {
  return queryOptions({
    queryKey: ['country-search', term],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(customerEndpoints.searchCountries),
        query: { parametroBusqueda: term },
        schema: countrySearchResultSchema,
      }),
    staleTime: Infinity,
  });
}
