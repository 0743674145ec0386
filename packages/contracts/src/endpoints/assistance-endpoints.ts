import { assistanceRequestSchema } from '../assistance.ts';
import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';

/** 'Asistencia': a signed-in user writes to support about their own company. */
export const assistanceEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/asistencia',
    access: 'session',
    body: assistanceRequestSchema,
    response: messageAnswerSchema,
    tags: ['asistencia'],
  }),
};
