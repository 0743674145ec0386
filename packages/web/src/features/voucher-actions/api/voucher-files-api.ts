import {
  buildApiPath,
  mailDeliveryEndpoints,
  voucherFileEndpoints,
  type ResendRequest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

export function downloadVoucherXml(http: HttpClient, id: number): Promise<DownloadedFile> {
  return http.download({ service: 'repo', path: buildApiPath(voucherFileEndpoints.xml, { id }) });
}

/** The CAFE PDF; without a template the server prints the document's own CAFE format. */
export function downloadVoucherPdf(
  http: HttpClient,
  id: number,
  templateCode?: string,
): Promise<DownloadedFile> {
  return http.download({
    service: 'repo',
    path: buildApiPath(voucherFileEndpoints.pdf, { id }),
    query: templateCode === undefined ? undefined : { codigoPlantilla: templateCode },
  });
}

export function downloadVoucherZip(http: HttpClient, ids: readonly number[]): Promise<DownloadedFile> {
  return http.download({
    service: 'repo',
    path: buildApiPath(voucherFileEndpoints.zip),
    method: 'POST',
    body: { idComprobantes: ids },
  });
}

/** GET /reenvio/comprobante/correos/{id}: the receiver's addresses. */
export function fetchResendEmails(http: HttpClient, id: number): Promise<string[]> {
  return http.request(voucherFileEndpoints.resendEmails, { params: { id } });
}

export function resendEmailsQueryOptions(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: ['resend-emails', id],
    queryFn: () => fetchResendEmails(http, id),
    // The receiver's address may have been corrected since the dialog last opened.
    staleTime: 0,
  });
}

/** The answer's message: the success text, or one that names the addresses the mail server refused. */
export async function resendVoucher(
  http: HttpClient,
  request: ResendRequest,
  templateCode?: string,
): Promise<string> {
  const answer = await http.request(voucherFileEndpoints.resend, {
    body: request,
    query: templateCode === undefined ? {} : { codigoPlantilla: templateCode },
  });
  return answer.mensaje;
}

/** GET /comprobantes/{id}/envios-correo: the document's e-mails and what became of each recipient. */
export function mailDeliveryQueryOptions(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: ['mail-delivery', id],
    queryFn: () => http.request(mailDeliveryEndpoints.history, { params: { id } }),
    staleTime: 0,
  });
}
