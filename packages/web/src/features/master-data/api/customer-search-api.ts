import { masterDataEndpoints, type CustomerSearchResult } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export type CustomerOption = CustomerSearchResult[number];

/** The export invoice looks among foreign customers only (spec 002 §2). */
function searchCustomers(
  http: HttpClient,
  ruc: string,
  term: string,
  isForeign: boolean,
): Promise<CustomerSearchResult> {
  const endpoint = isForeign
    ? masterDataEndpoints.searchForeignCustomers
    : masterDataEndpoints.searchCustomers;
  return http.request(endpoint, { params: { ruc }, query: { parametroBusqueda: term } });
}

/** Searches are kept briefly: typing back to an earlier term answers at once. */
export function customerSearchQueryOptions(http: HttpClient, ruc: string, term: string, isForeign: boolean) {
  return queryOptions({
    queryKey: ['customer-search', ruc, isForeign, term],
    queryFn: () => searchCustomers(http, ruc, term, isForeign),
    staleTime: 30_000,
  });
}
