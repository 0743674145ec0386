import {
  blockingErrorKeywords,
  buildApiPath,
  buildPath,
  cafeTemplatesSchema,
  companyEndpoints,
  companyValidationResponseSchema,
  customerSearchResultSchema,
  generationAnswerSchema,
  issuanceEndpoints,
  masterDataEndpoints,
  productSearchResultSchema,
  type CafeTemplates,
  type CustomerSearchResult,
  type GenerationAnswer,
  type ProductSearchResult,
} from '@facturar/contracts';
import { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export type ProductOption = ProductSearchResult[number];
export type CustomerOption = CustomerSearchResult[number];
export type CafeTemplate = CafeTemplates[number]['plantillaCafe'];

export function searchProducts(http: HttpClient, ruc: string, term: string): Promise<ProductSearchResult> {
  return http.call({
    service: 'core',
    path: buildApiPath(masterDataEndpoints.searchProducts, { ruc }),
    query: { parametroBusqueda: term },
    schema: productSearchResultSchema,
  });
}

/** The export invoice looks among foreign customers only (spec 002 §2). */
export function searchCustomers(
  http: HttpClient,
  ruc: string,
  term: string,
  isForeign: boolean,
): Promise<CustomerSearchResult> {
  return http.call({
    service: 'core',
    path: buildApiPath(
      isForeign ? masterDataEndpoints.searchForeignCustomers : masterDataEndpoints.searchCustomers,
      { ruc },
    ),
    query: { parametroBusqueda: term },
    schema: customerSearchResultSchema,
  });
}

export async function fetchCafeTemplates(
  http: HttpClient,
  ruc: string,
  documentType: string,
): Promise<CafeTemplate[]> {
  const templates = await http.call({
    service: 'v1',
    path: buildPath(issuanceEndpoints.cafeTemplates, { ruc, tipo: documentType }),
    schema: cafeTemplatesSchema,
  });
  return templates.map((template) => template.plantillaCafe);
}

export function generateDocument(
  http: HttpClient,
  body: unknown,
  templateCode: string,
): Promise<GenerationAnswer> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(issuanceEndpoints.generate),
    query: { codigoPlantilla: templateCode },
    body,
    schema: generationAnswerSchema,
  });
}

export async function previewCafe(http: HttpClient, body: unknown, templateCode: string): Promise<Blob> {
  const file = await http.download({
    service: 'core',
    method: 'POST',
    path: buildApiPath(issuanceEndpoints.preview),
    query: { codigoPlantilla: templateCode },
    body,
  });
  return file.blob;
}

const nextNumberSchema = z.object({ secuencial: z.string() });

/** The numbering the next document of the user's billing point gets (read-only on the form). */
export async function fetchNextNumber(http: HttpClient, assignmentId: string, type: string): Promise<string> {
  const answer = await http.call({
    service: 'core',
    path: buildApiPath(issuanceEndpoints.nextNumber, { assignmentId, tipo: type }),
    schema: nextNumberSchema,
  });
  return answer.secuencial;
}

/** The prerequisite check before generating or previewing: the blocking errors left (spec 002 §4). */
export async function fetchBlockingErrors(
  http: HttpClient,
  assignmentId: string,
  ruc: string,
): Promise<string[]> {
  const answer = await http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(companyEndpoints.validation),
    body: { idAsignacionEmpresaUsuario: Number(assignmentId), rucEmpresa: ruc },
    schema: companyValidationResponseSchema,
  });
  const blocking = new Set<string>(blockingErrorKeywords);
  return Object.entries(answer.errores)
    .filter(([keyword]) => blocking.has(keyword))
    .map(([, message]) => message);
}
