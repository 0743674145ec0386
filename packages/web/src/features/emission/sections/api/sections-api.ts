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

/** The issuer data of a document the product generated, for a DF reference (null when none has that CUFE). */
export function findReferencedCufe(http: HttpClient, cufe: string): Promise<ReferencedCufeResult> {
  return http.call({
    service: 'core',
    path: buildApiPath(cancellationEndpoints.referencedDocument, { cufe }),
    schema: referencedDocumentSchema,
  });
}
