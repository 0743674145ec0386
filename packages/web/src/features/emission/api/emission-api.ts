import {
  blockingErrorKeywords,
  companyEndpoints,
  issuanceEndpoints,
  masterDataEndpoints,
  type GenerationAnswer,
  type ProductSearchResult,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { EndpointBody, HttpClient } from '#web/lib/http-client.ts';

export type ProductOption = ProductSearchResult[number];

export function searchProducts(http: HttpClient, ruc: string, term: string): Promise<ProductSearchResult> {
  return http.request(masterDataEndpoints.searchProducts, {
    params: { ruc },
    query: { parametroBusqueda: term },
  });
}

/** Searches are kept briefly: typing back to an earlier term answers at once. */
const searchStaleMs = 30_000;

export function productSearchQueryOptions(http: HttpClient, ruc: string, term: string) {
  return queryOptions({
    queryKey: ['product-search', ruc, term],
    queryFn: () => searchProducts(http, ruc, term),
    staleTime: searchStaleMs,
  });
}

/** The key makes a repeated request (double click, retry, reload) answer the first generation again. */
export function generateDocument(
  http: HttpClient,
  body: unknown,
  templateCode: string,
  idempotencyKey: string,
): Promise<GenerationAnswer> {
  // The form's request, assembled and checked by the emission form; the server validates it again.
  const request = body as EndpointBody<typeof issuanceEndpoints.generate>;
  return http.request(issuanceEndpoints.generate, {
    query: { codigoPlantilla: templateCode },
    headers: { 'Idempotency-Key': idempotencyKey },
    body: request,
  });
}

export async function previewCafe(http: HttpClient, body: unknown, templateCode: string): Promise<Blob> {
  const file = await http.requestFile(issuanceEndpoints.preview, {
    query: { codigoPlantilla: templateCode },
    body: body as EndpointBody<typeof issuanceEndpoints.preview>,
  });
  return file.blob;
}

/** The numbering the next document of the user's billing point gets (read-only on the form). */
export async function fetchNextNumber(http: HttpClient, assignmentId: string, type: string): Promise<string> {
  const answer = await http.request(issuanceEndpoints.nextNumber, { params: { assignmentId, tipo: type } });
  return answer.secuencial;
}

/** Every document type of a billing point draws from one sequence: invalidate them all after a generation. */
export function nextNumberKey(assignmentId: string) {
  return ['next-number', assignmentId] as const;
}

export function nextNumberQueryOptions(http: HttpClient, assignmentId: string, type: string) {
  return queryOptions({
    queryKey: [...nextNumberKey(assignmentId), type],
    queryFn: () => fetchNextNumber(http, assignmentId, type),
  });
}

/** The prerequisite check before generating or previewing: the blocking errors left (spec 002 §4). */
export async function fetchBlockingErrors(
  http: HttpClient,
  assignmentId: string,
  ruc: string,
): Promise<string[]> {
  const answer = await http.request(companyEndpoints.validation, {
    body: { idAsignacionEmpresaUsuario: Number(assignmentId), rucEmpresa: ruc },
  });
  const blocking = new Set<string>(blockingErrorKeywords);
  return Object.entries(answer.errores)
    .filter(([keyword]) => blocking.has(keyword))
    .map(([, message]) => message);
}
