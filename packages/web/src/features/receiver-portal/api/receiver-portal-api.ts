import {
  receivedVoucherEndpoints,
  receiverPortalEndpoints,
  type ReceiverDocumentsResponse,
  type ReceiverLinkRequest,
  type ReceiverSession,
  type ReceiverZipRequest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

/** POST /publico/receptor/enlace: the same answer whether or not the pair is on file. */
export function requestPortalLink(
  http: HttpClient,
  request: ReceiverLinkRequest,
): Promise<{ mensaje: string }> {
  return http.request(receiverPortalEndpoints.requestLink, { body: request, auth: 'none' });
}

/** POST /publico/receptor/ingreso: trades the mailed link for a portal session. */
export function signInWithLink(http: HttpClient, enlace: string): Promise<ReceiverSession> {
  return http.request(receiverPortalEndpoints.signIn, { body: { enlace }, auth: 'none' });
}

export function portalDocumentsQueryOptions(
  http: HttpClient,
  token: string,
  range: { fechaInicio?: string; fechaFin?: string },
) {
  return queryOptions({
    queryKey: ['portal-receptor', token, range],
    queryFn: (): Promise<ReceiverDocumentsResponse> =>
      http.request(receiverPortalEndpoints.documents, { query: range, auth: { token } }),
    retry: false,
  });
}

export function downloadPortalFile(
  http: HttpClient,
  token: string,
  id: number,
  kind: 'xml' | 'pdf',
): Promise<DownloadedFile> {
  const endpoint = kind === 'xml' ? receiverPortalEndpoints.xml : receiverPortalEndpoints.pdf;
  return http.requestFile(endpoint, { params: { id }, auth: { token } });
}

export function downloadPortalZip(
  http: HttpClient,
  token: string,
  request: ReceiverZipRequest,
): Promise<DownloadedFile> {
  return http.requestFile(receiverPortalEndpoints.zip, { body: request, auth: { token } });
}

/**
 * Loads one document into the signed-in company's received vouchers by its CUFE (ADR 0135): the company
 * user's own session, never the portal's; `extra` is the user's company assignment (the token's `sub`).
 */
export function loadAsReceived(
  http: HttpClient,
  cufe: string,
  assignmentId: string,
): Promise<{ mensaje: string }> {
  return http.request(receivedVoucherEndpoints.loadByKey, {
    params: { accessKey: cufe, extra: assignmentId },
    auth: 'session',
  });
}
