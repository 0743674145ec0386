import {
  buildApiPath,
  customerAnswerSchema,
  customerPageSchema,
  customerSearchResultItemsSchema,
  providerEndpoints,
  type CustomerAnswer,
  type CustomerRegistration,
  type ProviderUpdate,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';

export function providersKey(ruc: string) {
  return ['providers', ruc] as const;
}

/** GET /admin/proveedores/{ruc} (a page) or /admin/proveedores/buscar/{ruc} (a search), spec 001 §7. */
export function providerListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...providersKey(ruc), request],
    queryFn: async () => {
      if (request.term === null) {
        return http.call({
          service: 'core',
          path: buildApiPath(providerEndpoints.listProviders, { ruc }),
          query: { page: String(request.page), size: String(request.size) },
          schema: customerPageSchema,
        });
      }
      const found = await http.call({
        service: 'core',
        path: buildApiPath(providerEndpoints.searchProviders, { ruc }),
        query: { parametroBusqueda: request.term },
        schema: customerSearchResultItemsSchema,
      });
      return { content: found, totalElements: found.length };
    },
    staleTime: 0,
  });
}

export function registerProvider(http: HttpClient, body: CustomerRegistration): Promise<CustomerAnswer> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(providerEndpoints.registerProvider),
    body,
    schema: customerAnswerSchema,
  });
}

export function updateProvider(http: HttpClient, id: number, body: ProviderUpdate): Promise<CustomerAnswer> {
  return http.call({
    service: 'core',
    method: 'PUT',
    path: buildApiPath(providerEndpoints.updateProvider, { idAsignacionEmpresaCliente: id }),
    body,
    schema: customerAnswerSchema,
  });
}
