import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import {
  shareDocumentParamsSchema,
  shareLinkResponseSchema,
  sharedDocumentResponseSchema,
  shareTokenParamsSchema,
} from '../sharing.ts';

/**
 * 'Compartir' (issue 27 §1): the issuer makes or reads a document's public link and withdraws it; anyone
 * holding the link reads that one document and downloads its CAFE and XML, limited per address.
 */
export const sharingEndpoints = {
  share: defineEndpoint({
    method: 'POST',
    path: '/api/comprobantes/:id/enlace',
    access: 'company',
    service: 'repo',
    params: shareDocumentParamsSchema,
    response: shareLinkResponseSchema,
    tags: ['compartir'],
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/api/comprobantes/:id/enlace',
    access: 'company',
    service: 'repo',
    params: shareDocumentParamsSchema,
    response: messageAnswerSchema,
    tags: ['compartir'],
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/api/publico/comprobantes/:token',
    access: 'public',
    params: shareTokenParamsSchema,
    response: sharedDocumentResponseSchema,
    tags: ['publico'],
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/publico/comprobantes/:token/cafe',
    access: 'public',
    params: shareTokenParamsSchema,
    tags: ['publico'],
  }),
  xml: defineEndpoint({
    method: 'GET',
    path: '/api/publico/comprobantes/:token/xml',
    access: 'public',
    params: shareTokenParamsSchema,
    tags: ['publico'],
  }),
};
