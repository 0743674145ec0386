import { companyParamsSchema, companyRucSchema, defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';
import { z } from 'zod';
import {
  attentionQueueSchema,
  companySearchQuerySchema,
  partnerCompanyPageSchema,
  voucherAssignmentBodySchema,
} from '../platform.ts';
import { partnerRegistrationSchema } from '../registration.ts';

/**
 * The partner firm's calls (spec 001 §2 'Partner companies', §7). `:ruc` is the signed-in partner's own
 * RUC (the spec's `{userId}`): another one answers 404.
 */
export const partnerEndpoints = {
  companies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/:ruc',
    access: 'partner',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: partnerCompanyPageSchema,
    tags: ['partner'],
  }),
  searchCompanies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/buscar/:ruc',
    access: 'partner',
    params: companyParamsSchema,
    query: companySearchQuerySchema,
    response: partnerCompanyPageSchema,
    tags: ['partner'],
  }),
  /** The partner's own vouchers left to assign; -1 means unlimited. `:id` is the partner's RUC. */
  availableVouchers: defineEndpoint({
    method: 'GET',
    path: '/api/partner/obtenerComprobantesDisponibles/:id',
    access: 'partner',
    params: z.object({ id: companyRucSchema }),
    response: z.number().int(),
    tags: ['partner'],
  }),
  /** 'Asignar comprobantes a empresas afiliadas al partner'. */
  assignVouchers: defineEndpoint({
    method: 'POST',
    path: '/api/partner/registrar/paquete/empresa',
    access: 'partner',
    body: voucherAssignmentBodySchema,
    response: messageAnswerSchema,
    tags: ['partner'],
  }),
  /** What needs attention across the partner's companies (issue 16 'one queue'). */
  attentionQueue: defineEndpoint({
    method: 'GET',
    path: '/api/partner/atencion/:ruc',
    access: 'partner',
    params: companyParamsSchema,
    response: attentionQueueSchema,
    tags: ['partner'],
  }),
  /** 'Agregar Partner': a new partner firm brought by the signed-in partner (ADR 0042). */
  registerPartner: defineEndpoint({
    method: 'POST',
    path: '/api/partner/registrar',
    access: 'partner',
    body: partnerRegistrationSchema,
    response: messageAnswerSchema,
    tags: ['partner'],
  }),
};
