import { buildApiPath, reportEndpoints, toReportRequestBody, type ReportKind } from '@facturar/contracts';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';

export type ReportFields = {
  fechaInicio: string;
  fechaFin: string;
  rucEmpresa: string;
  tipoComprobante?: string;
};

/** POST /reporte/comprobantes/…: the report as an .xlsx file (spec 001 §7). */
export function downloadReport(
  http: HttpClient,
  kind: ReportKind,
  fields: ReportFields,
): Promise<DownloadedFile> {
  return http.download({
    service: 'repo',
    path: buildApiPath(reportEndpoints[kind]),
    method: 'POST',
    body: toReportRequestBody(fields),
  });
}
