import {
  customerUploadEndpoints,
  subscriptionKeyHeader,
  type CustomerUploadAnswer,
} from '@facturar/contracts';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

/** POST /clients/upload/xlsx/{ruc}/{number}: multipart 'file', with the deployment's subscription key. */
export async function uploadCustomerFile(
  http: HttpClient,
  request: { ruc: string; assignmentId: string; file: File },
): Promise<CustomerUploadAnswer> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  return http.request(customerUploadEndpoints.upload, {
    params: { ruc: request.ruc, number: request.assignmentId },
    body: form,
    headers: { [subscriptionKeyHeader]: http.config.apiKey },
  });
}

export function downloadCustomerTemplate(http: HttpClient): Promise<DownloadedFile> {
  return http.requestFile(customerUploadEndpoints.template);
}
