import { companyParamsSchema, defineEndpoint } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';
import { companySearchQuerySchema, partnerCompanyPageSchema } from '../platform.ts';

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
};
