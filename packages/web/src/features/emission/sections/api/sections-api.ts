import {
  buildApiPath,
  cancellationEndpoints,
  catalogueEndpoints,
  currencySearchResultSchema,
  geographicItemsSchema,
  incotermSearchResultSchema,
  referencedDocumentSchema,
  type CurrencySearchResult,
  type GeographicItem,
  type IncotermSearchResult,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export type ReferencedCufeResult = z.infer<typeof referencedDocumentSchema>;

export function fetchProvinces(http: HttpClient): Promise<GeographicItem[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(catalogueEndpoints.provinces),
    schema: geographicItemsSchema,
  });
}

export function fetchDistricts(http: HttpClient, provinceId: string): Promise<GeographicItem[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(catalogueEndpoints.districts, { provinceId }),
    schema: geographicItemsSchema,
  });
}

export function fetchCorregimientos(
  http: HttpClient,
  provinceId: string,
  districtId: string,
): Promise<GeographicItem[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(catalogueEndpoints.corregimientos, { provinceId, districtId }),
    schema: geographicItemsSchema,
  });
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
  return http.call({
    service: 'core',
    path: buildApiPath(catalogueEndpoints.currencies),
    query: { parametroBusqueda: term },
    schema: currencySearchResultSchema,
  });
}

export function searchIncoterms(http: HttpClient, term: string): Promise<IncotermSearchResult> {
  return http.call({
    service: 'core',
    path: buildApiPath(catalogueEndpoints.incoterms),
    query: { parametroBusqueda: term },
    schema: incotermSearchResultSchema,
  });
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
  return http.call({
    service: 'core',
    path: buildApiPath(cancellationEndpoints.referencedDocument, { cufe }),
    schema: referencedDocumentSchema,
  });
}

/** The same lookup as a query, for a note opened from a repository row with its reference filled in. */
export function referencedCufeQueryOptions(http: HttpClient, cufe: string) {
  return queryOptions({
    queryKey: ['referenced-cufe', cufe],
    queryFn: () => findReferencedCufe(http, cufe),
    staleTime: 0,
  });
}
