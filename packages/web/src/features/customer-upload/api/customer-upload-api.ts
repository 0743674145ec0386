import { customerUploadEndpoints, type CustomerUploadAnswer } from '@facturar/contracts';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

/** POST /clients/upload/xlsx/{ruc}/{number}: multipart 'file' (no subscription key: ADR 0100). */
export async function uploadCustomerFile(
  http: HttpClient,
  request: { ruc: string; assignmentId: string; file: File },
): Promise<CustomerUploadAnswer> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  return http.request(customerUploadEndpoints.upload, {
    params: { ruc: request.ruc, number: request.assignmentId },
    body: form,
  });
}

export function downloadCustomerTemplate(http: HttpClient): Promise<DownloadedFile> {
  return http.requestFile(customerUploadEndpoints.template);
}
