import { z } from 'zod';
import { bigRowIdSchema, companyRucSchema, defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import { mailDeliveryHistorySchema } from '../mail-delivery.ts';
import { receivedVoucherPageSchema } from '../received-vouchers.ts';
import {
  cafeTemplateQuerySchema,
  resendEmailsSchema,
  resendRequestSchema,
  zipRequestSchema,
} from '../voucher-downloads.ts';
import {
  voucherListQuerySchema,
  voucherPageSchema,
  voucherSearchQuerySchema,
  type VoucherListKind,
} from '../voucher-lists.ts';

/** A stored document (issued or received: one id sequence). */
const voucherIdParams = z.object({
  id: bigRowIdSchema,
});
/** `{extra}` of the received-voucher loads: the caller's own user-company assignment. */
const assignmentParam = z.coerce.number().int().positive();

/**
 * An issued-voucher repository and its advanced search (spec 001 §7). The issued lists are keyed by the
 * company's RUC, the cancelled list by its companyId, which in this product is the same RUC.
 */
function issuedList<const Kind extends VoucherListKind, const Key extends 'ruc' | 'companyId'>(
  kind: Kind,
  key: Key,
) {
  const params = z.object({ [key]: companyRucSchema } as Record<Key, typeof companyRucSchema>);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/api/comprobantes/${kind}/:${key}`,
      access: 'company',
      apiKeyScope: 'consultar',
      params,
      query: voucherListQuerySchema,
      response: voucherPageSchema,
      tags: ['comprobantes'],
    }),
    search: defineEndpoint({
      method: 'GET',
      path: `/api/comprobantes/${kind}/busqueda/:${key}`,
      access: 'company',
      apiKeyScope: 'consultar',
      params,
      query: voucherSearchQuerySchema,
      response: voucherPageSchema,
      tags: ['comprobantes'],
    }),
  };
}

export const voucherListEndpoints = {
  autorizados: issuedList('autorizados', 'ruc'),
  noautorizados: issuedList('noautorizados', 'ruc'),
  pendientes: issuedList('pendientes', 'ruc'),
  anulados: issuedList('anulados', 'companyId'),
} satisfies Record<VoucherListKind, unknown>;

/** Downloads (XML, CAFE PDF, ZIP) and e-mail resend of the company's documents (spec 001 §7). */
export const voucherFileEndpoints = {
  xml: defineEndpoint({
    method: 'GET',
    path: '/api/utilidades/generar/xml/:id',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'consultar',
    params: voucherIdParams,
    tags: ['utilidades'],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/utilidades/generar/ride/:id',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'consultar',
    params: voucherIdParams,
    query: cafeTemplateQuerySchema,
    tags: ['utilidades'],
  }),
  zip: defineEndpoint({
    method: 'POST',
    path: '/api/utilidades/generar/zip',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'consultar',
    body: zipRequestSchema,
    tags: ['utilidades'],
  }),
  resendEmails: defineEndpoint({
    method: 'GET',
    path: '/api/reenvio/comprobante/correos/:id',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'consultar',
    params: voucherIdParams,
    response: resendEmailsSchema,
    tags: ['reenvio'],
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/reenvio/comprobante/electronico',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'emitir',
    query: cafeTemplateQuerySchema,
    body: resendRequestSchema,
    response: messageAnswerSchema,
    tags: ['reenvio'],
  }),
};

/** A document's e-mails and what the mail server (and a PAC's tracking) made of each recipient (issue 27 §2). */
export const mailDeliveryEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/comprobantes/:id/envios-correo',
    access: 'company',
    service: 'repo',
    apiKeyScope: 'consultar',
    params: voucherIdParams,
    response: mailDeliveryHistorySchema,
    tags: ['reenvio'],
  }),
};

/** Received vouchers: the list, its search, and loading by access key or by key file (spec 001 §7). */
export const receivedVoucherEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/comprobantes/recibidos/:companyId',
    access: 'company',
    service: 'repo',
    params: z.object({ companyId: companyRucSchema }),
    query: voucherListQuerySchema,
    response: receivedVoucherPageSchema,
    tags: ['comprobantes'],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/comprobantes/recibidos/busqueda/:companyId',
    access: 'company',
    service: 'repo',
    params: z.object({ companyId: companyRucSchema }),
    query: voucherSearchQuerySchema,
    response: receivedVoucherPageSchema,
    tags: ['comprobantes'],
  }),
  loadByKey: defineEndpoint({
    method: 'GET',
    path: '/api/comprobante/recibido/:accessKey/:extra',
    access: 'company',
    service: 'repo',
    params: z.object({ accessKey: z.string().max(200), extra: assignmentParam }),
    response: messageAnswerSchema,
    tags: ['comprobantes'],
  }),
  /** The key file: field 'file', a .txt of text/plain, at most 1 MB (spec 001 §5). */
  loadKeyFile: defineEndpoint({
    method: 'POST',
    path: '/api/comprobante/recibido/archivo/:companyId/:extra',
    access: 'company',
    service: 'repo',
    params: z.object({ companyId: companyRucSchema, extra: assignmentParam }),
    consumes: ['multipart/form-data'],
    response: messageAnswerSchema,
    tags: ['comprobantes'],
  }),
};
