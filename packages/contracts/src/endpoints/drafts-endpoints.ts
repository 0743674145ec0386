import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import {
  draftCreateSchema,
  draftIdParamsSchema,
  draftIssuedSchema,
  draftListSchema,
  draftSchema,
  draftTypeParamsSchema,
  draftUpdateSchema,
  latestDraftSchema,
} from '../drafts.ts';

/**
 * 'Borradores' (issue 28 §1, ADR 0115): the caller's company's drafts. The company is the caller's (as in
 * generation), so a key with `emitir` keeps its drafts like a user does.
 */
export const draftEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/borradores',
    access: 'company',
    apiKeyScope: 'emitir',
    response: draftListSchema,
    tags: ['borradores'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/borradores',
    access: 'company',
    apiKeyScope: 'emitir',
    body: draftCreateSchema,
    response: draftSchema,
    tags: ['borradores'],
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/borradores/ultimo/:tipo',
    access: 'company',
    apiKeyScope: 'emitir',
    params: draftTypeParamsSchema,
    response: latestDraftSchema,
    tags: ['borradores'],
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/borradores/:idBorrador',
    access: 'company',
    apiKeyScope: 'emitir',
    params: draftIdParamsSchema,
    response: draftSchema,
    tags: ['borradores'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/borradores/:idBorrador',
    access: 'company',
    apiKeyScope: 'emitir',
    params: draftIdParamsSchema,
    body: draftUpdateSchema,
    response: draftSchema,
    tags: ['borradores'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/borradores/:idBorrador',
    access: 'company',
    apiKeyScope: 'emitir',
    params: draftIdParamsSchema,
    response: messageAnswerSchema,
    tags: ['borradores'],
  }),
  /** After the generation answered: the draft is gone, and an accepted quote now names its invoice. */
  issued: defineEndpoint({
    method: 'POST',
    path: '/api/borradores/:idBorrador/emitido',
    access: 'company',
    apiKeyScope: 'emitir',
    params: draftIdParamsSchema,
    body: draftIssuedSchema,
    response: messageAnswerSchema,
    tags: ['borradores'],
  }),
};
