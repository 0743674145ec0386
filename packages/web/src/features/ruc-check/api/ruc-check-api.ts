import { rucCheckEndpoints } from '@facturar/contracts';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

/** POST /admin/clientes/verificar/loteRuc: multipart field 'file'; the answer is the result workbook. */
export function checkRucFile(http: HttpClient, file: File): Promise<DownloadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.requestFile(rucCheckEndpoints.check, { body: form });
}

/** The RUC sheet to fill in. */
export function downloadRucCheckTemplate(http: HttpClient): Promise<DownloadedFile> {
  return http.requestFile(rucCheckEndpoints.template);
}
