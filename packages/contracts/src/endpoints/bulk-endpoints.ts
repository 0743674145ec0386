import { z } from 'zod';
import { bulkUploadAnswerSchema, bulkUploadListSchema } from '../bulk-documents.ts';
import { customerUploadAnswerSchema } from '../customer-upload.ts';
import { companyParamsSchema, companyRucSchema, defineEndpoint, rowIdSchema } from '../endpoint.ts';

/**
 * CMR 'Carga de rucs para consulta masiva' (spec 002 §7): an .xlsx of RUCs in, 'Consulta-{timestamp}.xlsx'
 * out. Any signed-in user may check RUCs (every profile's menu has CMR); nothing of a company is read.
 */
export const rucCheckEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clientes/verificar/loteRuc',
    access: 'session',
    consumes: ['multipart/form-data'],
    tags: ['consultas'],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clientes/verificar/loteRuc/plantilla',
    access: 'session',
    tags: ['consultas'],
  }),
};

/**
 * FUE (spec 002 §7): POST /generacion/comprobantes/excel/{company id or 0} with the file and the format
 * code; the company is named by its RUC, or '0' for the caller's own. The uploads' progress, their errors
 * workbook and the template are this product's (ADR 0052).
 */
export const bulkDocumentEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/generacion/comprobantes/excel/:companyId',
    access: 'company',
    params: z.object({ companyId: companyRucSchema }),
    consumes: ['multipart/form-data'],
    response: bulkUploadAnswerSchema,
    tags: ['generacion'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/generacion/comprobantes/excel/cargas/:ruc',
    access: 'company',
    params: companyParamsSchema,
    response: bulkUploadListSchema,
    tags: ['generacion'],
  }),
  errors: defineEndpoint({
    method: 'GET',
    path: '/api/generacion/comprobantes/excel/cargas/:ruc/:id/errores',
    access: 'company',
    params: z.object({ ruc: companyRucSchema, id: rowIdSchema }),
    tags: ['generacion'],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/generacion/comprobantes/excel/plantilla/:ruc',
    access: 'company',
    params: companyParamsSchema,
    tags: ['generacion'],
  }),
};

/**
 * The customers' bulk upload (spec 001 §7): POST /clients/upload/xlsx/{ruc}/{number} with the file; the spec's
 * subscription-key header is no longer read (ADR 0100). `{number}` is the caller's own company assignment,
 * whose user gets the result.
 */
export const customerUploadEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/clients/upload/xlsx/:ruc/:number',
    access: 'company',
    params: z.object({
      ruc: companyRucSchema,
      number: rowIdSchema,
    }),
    consumes: ['multipart/form-data'],
    response: customerUploadAnswerSchema,
    tags: ['clientes'],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/clients/upload/xlsx/plantilla',
    access: 'session',
    tags: ['clientes'],
  }),
};
