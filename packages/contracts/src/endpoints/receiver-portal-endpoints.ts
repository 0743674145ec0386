import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import {
  receiverDocumentParamsSchema,
  receiverDocumentsQuerySchema,
  receiverDocumentsResponseSchema,
  receiverLinkRequestSchema,
  receiverSessionSchema,
  receiverSignInSchema,
  receiverZipRequestSchema,
} from '../receiver-portal.ts';

/**
 * The receivers' portal (issue 27 §4): asking for a sign-in link and using it are public (limited per
 * address, per RUC and per e-mail); the rest takes the portal's own session (`receiver`), never a company's.
 */
export const receiverPortalEndpoints = {
  requestLink: defineEndpoint({
    method: 'POST',
    path: '/api/publico/receptor/enlace',
    access: 'public',
    body: receiverLinkRequestSchema,
    response: messageAnswerSchema,
    tags: ['receptor'],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/publico/receptor/ingreso',
    access: 'public',
    body: receiverSignInSchema,
    response: receiverSessionSchema,
    tags: ['receptor'],
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/api/receptor/comprobantes',
    access: 'receiver',
    query: receiverDocumentsQuerySchema,
    response: receiverDocumentsResponseSchema,
    tags: ['receptor'],
  }),
  xml: defineEndpoint({
    method: 'GET',
    path: '/api/receptor/comprobantes/:id/xml',
    access: 'receiver',
    params: receiverDocumentParamsSchema,
    tags: ['receptor'],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/receptor/comprobantes/:id/cafe',
    access: 'receiver',
    params: receiverDocumentParamsSchema,
    tags: ['receptor'],
  }),
  zip: defineEndpoint({
    method: 'POST',
    path: '/api/receptor/comprobantes/zip',
    access: 'receiver',
    body: receiverZipRequestSchema,
    tags: ['receptor'],
  }),
};
