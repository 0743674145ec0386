import {
  buildApiPath,
  buildPath,
  cafeTemplateListSchema,
  issuanceEndpoints,
  resendEmailsSchema,
  voucherFileEndpoints,
  type CafeTemplateList,
  type ResendRequest,
} from '@facturar/contracts';
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

export function listCafeTemplates(
  http: HttpClient,
  ruc: string,
  documentType: string,
): Promise<CafeTemplateList> {
  return http.call({
    service: 'v1',
    path: buildPath(issuanceEndpoints.cafeTemplates, { ruc, tipo: documentType }),
    schema: cafeTemplateListSchema,
  });
}

export function listResendEmails(http: HttpClient, id: number): Promise<string[]> {
  return http.call({
    service: 'repo',
    path: buildApiPath(voucherFileEndpoints.resendEmails, { id }),
    schema: resendEmailsSchema,
  });
}

export async function resendVoucher(
  http: HttpClient,
  request: ResendRequest,
  templateCode?: string,
): Promise<void> {
  await http.call({
    service: 'repo',
    path: buildApiPath(voucherFileEndpoints.resend),
    method: 'POST',
    query: templateCode === undefined ? undefined : { codigoPlantilla: templateCode },
    body: request,
  });
}
