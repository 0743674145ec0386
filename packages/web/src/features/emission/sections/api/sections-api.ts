import type { referencedDocumentSchema } from '@facturar/contracts';
import {
  cancellationEndpoints,
  catalogueEndpoints,
  type CurrencySearchResult,
  type GeographicItem,
  type IncotermSearchResult,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export type ReferencedCufeResult = z.infer<typeof referencedDocumentSchema>;

export function fetchProvinces(http: HttpClient): Promise<GeographicItem[]> {
  return http.request(catalogueEndpoints.provinces);
}

export function fetchDistricts(http: HttpClient, provinceId: string): Promise<GeographicItem[]> {
  return http.request(catalogueEndpoints.districts, { params: { provinceId } });
}

export function fetchCorregimientos(
  http: HttpClient,
  provinceId: string,
  districtId: string,
): Promise<GeographicItem[]> {
  return http.request(catalogueEndpoints.corregimientos, { params: { provinceId, districtId } });
}

/** The DGI's geographic catalogue does not change while the app runs. */
export function provincesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['ubicacion-geografica', 'provincia'],
    queryFn: () => fetchProvinces(http),
    staleTime: Infinity,
  });
}

export function districtsQueryOptions(http: HttpClient, provinceId: string) {
  return queryOptions({
    queryKey: ['ubicacion-geografica', 'distrito', provinceId],
    queryFn: () => fetchDistricts(http, provinceId),
    staleTime: Infinity,
  });
}

export function corregimientosQueryOptions(http: HttpClient, provinceId: string, districtId: string) {
  return queryOptions({
    queryKey: ['ubicacion-geografica', 'corregimiento', provinceId, districtId],
    queryFn: () => fetchCorregimientos(http, provinceId, districtId),
    staleTime: Infinity,
  });
}

export function searchCurrencies(http: HttpClient, term: string): Promise<CurrencySearchResult> {
  return http.request(catalogueEndpoints.currencies, { query: { parametroBusqueda: term } });
}

export function searchIncoterms(http: HttpClient, term: string): Promise<IncotermSearchResult> {
  return http.request(catalogueEndpoints.incoterms, { query: { parametroBusqueda: term } });
}

/** Catalogue searches: the same term always finds the same entries. */
export function currencySearchQueryOptions(http: HttpClient, term: string) {
  return queryOptions({
    queryKey: ['catalogue-search', 'monedas', term],
    queryFn: () => searchCurrencies(http, term),
    staleTime: Infinity,
  });
}

export function incotermSearchQueryOptions(http: HttpClient, term: string) {
  return queryOptions({
    queryKey: ['catalogue-search', 'incoterms', term],
    queryFn: () => searchIncoterms(http, term),
    staleTime: Infinity,
  });
}

/** The issuer data of a document the product generated, for a DF reference (null when none has that CUFE). */
export function findReferencedCufe(http: HttpClient, cufe: string): Promise<ReferencedCufeResult> {
  return http.request(cancellationEndpoints.referencedDocument, { params: { cufe } });
}

/** The same lookup as a query, for a note opened from a repository row with its reference filled in. */
export function referencedCufeQueryOptions(http: HttpClient, cufe: string) {
  return queryOptions({
    queryKey: ['referenced-cufe', cufe],
    queryFn: () => findReferencedCufe(http, cufe),
    staleTime: 0,
  });
}
