import {
  platformEndpoints,
  type CompanyAdminRow,
  type CompanyUpdateBody,
  type Paged,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { PageRequest, SearchParams } from '#web/lib/use-paged-search.ts';

/** A list's search: none, the text box (`parametroBusqueda`) or the search form's parameters. */
function endpointOf(search: SearchParams | null) {
  if (!search) return platformEndpoints.companies;
  return 'parametroBusqueda' in search
    ? platformEndpoints.searchCompanies
    : platformEndpoints.filterCompanies;
}

/** GET /admin/empresas/global, /buscar or /busquedaParametros (spec 001 §7 'Companies and partners'). */
export function fetchCompanyPage(http: HttpClient, request: PageRequest): Promise<Paged<CompanyAdminRow>> {
  const { page, size, search } = request;
  return http.request(endpointOf(search), { query: { page, size, sort: 'idEmpresa,desc', ...search } });
}

/** Every page of the company lists: a saved key or company invalidates them all. */
export const companyPagesKey = ['admin-companies'] as const;

export function companyPageQueryOptions(http: HttpClient, request: PageRequest) {
  return queryOptions({
    queryKey: [...companyPagesKey, request.page, request.size, request.search],
    queryFn: () => fetchCompanyPage(http, request),
  });
}

export function paymentTypesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['payment-types'],
    queryFn: () => http.request(platformEndpoints.paymentTypes),
    staleTime: Infinity,
  });
}

export function accountingFirmsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: [...companyPagesKey, 'accounting-firms'],
    queryFn: () => http.request(platformEndpoints.accountingFirms),
  });
}

export function companyAutocompleteQueryOptions(http: HttpClient, term: string) {
  return queryOptions({
    queryKey: ['company-autocomplete', term],
    queryFn: () =>
      http.request(platformEndpoints.companyAutocomplete, { query: { parametroBusqueda: term } }),
  });
}

/** PUT /admin/empresas/actualizar-subscriptionkey/{idEmpresa}. */
export async function saveSubscriptionKey(
  http: HttpClient,
  ruc: string,
  subscriptionKey: string,
): Promise<string> {
  const answer = await http.request(platformEndpoints.updateSubscriptionKey, {
    params: { ruc },
    body: { subscriptionKey },
  });
  return answer.mensaje;
}

/** The company update form's call. */
export async function saveCompany(http: HttpClient, body: CompanyUpdateBody): Promise<string> {
  const answer = await http.request(platformEndpoints.updateCompany, { body });
  return answer.mensaje;
}
