import {
  providerEndpoints,
  type CustomerAnswer,
  type CustomerRegistration,
  type ProviderUpdate,
} from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';
import { searchableListQueryOptions } from './searchable-list-api.ts';

export function providersKey(ruc: string) {
  return ['providers', ruc] as const;
}

/** GET /admin/proveedores/{ruc} (a page) or /admin/proveedores/buscar/{ruc} (a search), spec 001 §7. */
export function providerListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return searchableListQueryOptions(providersKey(ruc), request, {
    page: (page) => http.request(providerEndpoints.listProviders, { params: { ruc }, query: page }),
    search: (term) =>
      http.request(providerEndpoints.searchProviders, {
        params: { ruc },
        query: { parametroBusqueda: term },
      }),
  });
}

export function registerProvider(http: HttpClient, body: CustomerRegistration): Promise<CustomerAnswer> {
  return http.request(providerEndpoints.registerProvider, { body });
}

export function updateProvider(http: HttpClient, id: number, body: ProviderUpdate): Promise<CustomerAnswer> {
  return http.request(providerEndpoints.updateProvider, { params: { idAsignacionEmpresaCliente: id }, body });
}
