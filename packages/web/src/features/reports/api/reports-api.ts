import {
  periodArchiveEndpoints,
  type periodArchiveRequestSchema,
  reportEndpoints,
  reportJobAnswerSchema,
  reportJobEndpoints,
  toReportRequestBody,
  type ReportJobAnswer,
  type ReportKind,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DownloadedFile, EndpointBody, HttpClient } from '#web/lib/http-client.ts';

export type ReportFields = {
  fechaInicio: string;
  fechaFin: string;
  rucEmpresa: string;
  tipoComprobante?: string;
};

/** The report's file, or the background job a large report became (ADR 0048). */
export type ReportOutcome = { kind: 'file'; file: DownloadedFile } | { kind: 'job'; job: ReportJobAnswer };

/** POST /reporte/comprobantes/…: the report as an .xlsx file, or 202 with its job (spec 001 §7). */
export async function requestReport(
  http: HttpClient,
  kind: ReportKind,
  fields: ReportFields,
): Promise<ReportOutcome> {
  const body = toReportRequestBody(fields) as EndpointBody<(typeof reportEndpoints)[ReportKind]>;
  const file = await http.requestFile(reportEndpoints[kind], { body });
  if (file.blob.type.startsWith('application/json')) {
    return { kind: 'job', job: reportJobAnswerSchema.parse(JSON.parse(await file.blob.text())) };
  }
  return { kind: 'file', file };
}

/** GET /reporte/trabajos/{id}: asked again every second until the file is ready or failed. */
export function reportJobStatusQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: ['report-job', id],
    queryFn: () => http.request(reportJobEndpoints.status, { params: { idTrabajo: id } }),
    refetchInterval: (query) =>
      query.state.data?.estado === 'LIS' || query.state.data?.estado === 'ERR' ? false : 1_000,
  });
}

export function downloadReportJobFile(http: HttpClient, id: string): Promise<DownloadedFile> {
  return http.requestFile(reportJobEndpoints.file, { params: { idTrabajo: id } });
}

/** POST /archivo/periodo: always a background job (issue 27 §3). */
export function requestPeriodArchive(
  http: HttpClient,
  body: z.input<typeof periodArchiveRequestSchema>,
): Promise<ReportJobAnswer> {
  return http.request(periodArchiveEndpoints.request, { body });
}
