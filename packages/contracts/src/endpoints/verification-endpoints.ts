import { defineEndpoint } from '../endpoint.ts';
import { verificationParamsSchema, verificationResponseSchema } from '../verification.ts';

/** The public '/verificar' page's one call: no session, limited per address, reveals only the CAFE's data. */
export const verificationEndpoints = {
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/publico/verificar/:cufe',
    access: 'public',
    params: verificationParamsSchema,
    response: verificationResponseSchema,
    tags: ['publico'],
  }),
};
