import {
  sharingEndpoints,
  type SharedDocumentResponse,
  verificationEndpoints,
  type VerificationResponse,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** GET /publico/verificar/{cufe}, without a session. */
export function verifyCufe(http: HttpClient, cufe: string): Promise<VerificationResponse> {
  return http.request(verificationEndpoints.verify, { params: { cufe }, auth: 'none' });
}

export function verificationQueryOptions(http: HttpClient, cufe: string) {
  return queryOptions({
    queryKey: ['verificacion', cufe],
    queryFn: () => verifyCufe(http, cufe),
    retry: false,
    staleTime: 0,
  });
}

/** GET /publico/comprobantes/{token}: the document a share link opens, without a session. */
export function fetchSharedDocument(http: HttpClient, token: string): Promise<SharedDocumentResponse> {
  return http.request(sharingEndpoints.view, { params: { token }, auth: 'none' });
}

export function sharedDocumentQueryOptions(http: HttpClient, token: string) {
  return queryOptions({
    queryKey: ['comprobante-compartido', token],
    queryFn: () => fetchSharedDocument(http, token),
    retry: false,
    staleTime: 0,
  });
}
