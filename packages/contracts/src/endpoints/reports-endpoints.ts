import { companyParamsSchema, defineEndpoint } from '../endpoint.ts';
import { periodArchiveRequestSchema } from '../period-archives.ts';
import {
  dashboardSchema,
  pacDgiReportRequestSchema,
  partnerReportRequestSchema,
  receivedReportRequestSchema,
  reportJobAnswerSchema,
  reportJobParamsSchema,
  reportJobStatusSchema,
  salesReportRequestSchema,
  typedReportRequestSchema,
} from '../reports.ts';

/**
 * The spreadsheet reports (spec 001 §7): every one a POST whose answer is an .xlsx file. `rucEmpresa` is
 * the company reported on (its own users, its partner, the platform administrator); in the partner report
 * it is the partner firm whose affiliated companies are reported.
 */
export const reportEndpoints = {
  emitidos: defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/emitidos',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: typedReportRequestSchema,
    tags: ['reporte'],
  }),
  partner: defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/partner',
    access: 'company',
    service: 'repo',
    body: partnerReportRequestSchema,
    tags: ['reporte'],
  }),
  'estado-pac-dgi': defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/estado-pac-dgi',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: pacDgiReportRequestSchema,
    tags: ['reporte'],
  }),
  'informe-ventas': defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/informe-ventas',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: salesReportRequestSchema,
    tags: ['reporte'],
  }),
  recibidos: defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/recibidos',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: receivedReportRequestSchema,
    tags: ['reporte'],
  }),
  'no-autorizados': defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/no-autorizados',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: typedReportRequestSchema,
    tags: ['reporte'],
  }),
  detalles: defineEndpoint({
    method: 'POST',
    path: '/api/reporte/comprobantes/emitidos/detalles',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    body: typedReportRequestSchema,
    tags: ['reporte'],
  }),
};

/** A large report written in the background (ADR 0048): its progress, then its file. */
export const reportJobEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/reporte/trabajos/:idTrabajo',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    params: reportJobParamsSchema,
    response: reportJobStatusSchema,
    tags: ['reporte'],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/reporte/trabajos/:idTrabajo/archivo',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'reportes',
    params: reportJobParamsSchema,
    tags: ['reporte'],
  }),
};

/** The home page's dashboard of a company (issue 18): only for users whose profile reads reports. */
export const dashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/reporte/tablero/:ruc',
    access: 'company',
    service: 'repo',
    params: companyParamsSchema,
    response: dashboardSchema,
    tags: ['reporte'],
  }),
};

/** 'Descargar archivo del período' (issue 27 §3): always a job; its progress and file are the report job's. */
export const periodArchiveEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/archivo/periodo',
    access: 'company',
    service: 'repo',
    body: periodArchiveRequestSchema,
    response: reportJobAnswerSchema,
    tags: ['reporte'],
  }),
};
