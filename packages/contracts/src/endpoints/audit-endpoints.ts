import { auditLogQuerySchema, auditLogSchema } from '../audit.ts';
import { companyParamsSchema, defineEndpoint } from '../endpoint.ts';

/** The audit log of a company (ADR 0023): its administrators, its partner and the platform read it. */
export const auditEndpoints = {
  companyLog: defineEndpoint({
    method: 'GET',
    path: '/api/auditoria/empresa/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    query: auditLogQuerySchema,
    response: auditLogSchema,
    tags: ['auditoria'],
  }),
};
