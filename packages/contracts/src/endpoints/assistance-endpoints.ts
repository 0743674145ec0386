import { z } from 'zod';
import { assistanceRequestSchema } from '../assistance.ts';
import { defineEndpoint } from '../endpoint.ts';

/** 'Asistencia': a signed-in user writes to support about their own company. */
export const assistanceEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/asistencia',
    access: 'session',
    body: assistanceRequestSchema,
    response: z.object({ mensaje: z.string() }),
    tags: ['asistencia'],
  }),
};
