import { defineEndpoint } from '../endpoint.ts';
import {
  occurrenceAnswerSchema,
  occurrenceListSchema,
  occurrenceParamsSchema,
  recurringAnswerSchema,
  recurringCreateSchema,
  recurringListSchema,
  recurringParamsSchema,
  recurringScheduleSchema,
  recurringUpdateSchema,
} from '../recurring-invoices.ts';

const recurring = {
  access: 'company',
  apiKeyScope: 'emitir',
  tags: ['programadas'],
} as const;

/**
 * 'Programadas' (issue 28 §3, ADR 0120): the caller's company's recurring invoices, for its users and
 * its keys that may issue. Every call is about the token's company; the schedules issue as their author.
 */
export const recurringEndpoints = {
  create: defineEndpoint({
    ...recurring,
    method: 'POST',
    path: '/api/programaciones',
    body: recurringCreateSchema,
    response: recurringAnswerSchema,
  }),
  list: defineEndpoint({
    ...recurring,
    method: 'GET',
    path: '/api/programaciones',
    response: recurringListSchema,
  }),
  get: defineEndpoint({
    ...recurring,
    method: 'GET',
    path: '/api/programaciones/:idProgramacion',
    params: recurringParamsSchema,
    response: recurringScheduleSchema,
  }),
  update: defineEndpoint({
    ...recurring,
    method: 'PUT',
    path: '/api/programaciones/:idProgramacion',
    params: recurringParamsSchema,
    body: recurringUpdateSchema,
    response: recurringAnswerSchema,
  }),
  pause: defineEndpoint({
    ...recurring,
    method: 'POST',
    path: '/api/programaciones/:idProgramacion/pausar',
    params: recurringParamsSchema,
    response: recurringAnswerSchema,
  }),
  resume: defineEndpoint({
    ...recurring,
    method: 'POST',
    path: '/api/programaciones/:idProgramacion/reanudar',
    params: recurringParamsSchema,
    response: recurringAnswerSchema,
  }),
  end: defineEndpoint({
    ...recurring,
    method: 'POST',
    path: '/api/programaciones/:idProgramacion/finalizar',
    params: recurringParamsSchema,
    response: recurringAnswerSchema,
  }),
  occurrences: defineEndpoint({
    ...recurring,
    method: 'GET',
    path: '/api/programaciones/:idProgramacion/ocurrencias',
    params: recurringParamsSchema,
    response: occurrenceListSchema,
  }),
  /** Issues a failed (or not yet settled) occurrence now, with its own Idempotency-Key. */
  issueOccurrence: defineEndpoint({
    ...recurring,
    method: 'POST',
    path: '/api/programaciones/:idProgramacion/ocurrencias/:idOcurrencia/emitir',
    params: occurrenceParamsSchema,
    response: occurrenceAnswerSchema,
  }),
};
