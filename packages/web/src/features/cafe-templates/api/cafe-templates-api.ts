import { issuanceEndpoints, type CafeTemplates } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export type CafeTemplate = CafeTemplates[number]['plantillaCafe'];

/** GET /api/v1/cafe/buscar/{ruc}/{type}: the templates the company may print a document type with. */
export async function fetchCafeTemplates(
  http: HttpClient,
  ruc: string,
  documentType: string,
): Promise<CafeTemplate[]> {
  const templates = await http.request(issuanceEndpoints.cafeTemplates, {
    params: { ruc, tipo: documentType },
  });
  return templates.map((template) => template.plantillaCafe);
}

/** The one cache entry of a company's templates for a type, shared by every template picker. */
export function cafeTemplatesQueryOptions(http: HttpClient, ruc: string, documentType: string) {
  return queryOptions({
    queryKey: ['cafe-templates', ruc, documentType],
    queryFn: () => fetchCafeTemplates(http, ruc, documentType),
  });
}
