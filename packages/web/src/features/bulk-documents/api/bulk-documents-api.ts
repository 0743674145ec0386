import { bulkDocumentEndpoints, type BulkUpload } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

/** POST /generacion/comprobantes/excel/{company}: multipart 'file' and 'codigo'. */
export async function uploadDocumentFile(
  http: HttpClient,
  request: { ruc: string; codigo: string; file: File },
): Promise<{ mensaje: string; idCarga: number }> {
  const form = new FormData();
  form.append('codigo', request.codigo);
  form.append('file', request.file, request.file.name);
  return http.request(bulkDocumentEndpoints.upload, { params: { companyId: request.ruc }, body: form });
}

export function fetchDocumentFiles(http: HttpClient, ruc: string): Promise<BulkUpload[]> {
  return http.request(bulkDocumentEndpoints.list, { params: { ruc } });
}

const isRunning = (upload: BulkUpload) => upload.estado === 'VALIDANDO' || upload.estado === 'EMITIENDO';

/** The company's latest files; asked again every 2 s while one is running or documents await the PAC. */
export function documentFilesQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['bulk-document-files', ruc],
    queryFn: () => fetchDocumentFiles(http, ruc),
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data ?? []).some(
        (upload) =>
          isRunning(upload) || (upload.estado === 'TERMINADO' && upload.autorizados < upload.emitidos),
      )
        ? 2_000
        : false,
  });
}

export function downloadErrorsWorkbook(http: HttpClient, ruc: string, id: number): Promise<DownloadedFile> {
  return http.requestFile(bulkDocumentEndpoints.errors, { params: { ruc, id } });
}

export function downloadDocumentTemplate(http: HttpClient, ruc: string): Promise<DownloadedFile> {
  return http.requestFile(bulkDocumentEndpoints.template, { params: { ruc } });
}
