import {
  recurringEndpoints,
  type RecurringCreateBody,
  type RecurringRuleForm,
  type RecurringUpdateBody,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The schedules and their occurrences change together (the daily job, 'Emitir ahora'): one key prefix. */
export const recurringKey = ['recurring-invoices'] as const;

export function schedulesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: [...recurringKey, 'list'],
    queryFn: () => http.request(recurringEndpoints.list),
  });
}

export function occurrencesQueryOptions(http: HttpClient, idProgramacion: number) {
  return queryOptions({
    queryKey: [...recurringKey, 'occurrences', idProgramacion],
    queryFn: () => http.request(recurringEndpoints.occurrences, { params: { idProgramacion } }),
  });
}

/**
 * The body to repeat travels as the form or the draft built it: the server judges it with the generation
 * rules (its type is the request's input, which a built body matches only at run time).
 */
export function createSchedule(
  http: HttpClient,
  body: RecurringRuleForm & ({ comprobante: Record<string, unknown> } | { idComprobante: number }),
) {
  return http.request(recurringEndpoints.create, { body: body as RecurringCreateBody });
}

/** An edit of the rule and, when given, of the body (judged by the server, as on creation). */
export function updateSchedule(
  http: HttpClient,
  idProgramacion: number,
  body: RecurringRuleForm & { comprobante?: Record<string, unknown> },
) {
  return http.request(recurringEndpoints.update, {
    params: { idProgramacion },
    body: body as RecurringUpdateBody,
  });
}

export function pauseSchedule(http: HttpClient, idProgramacion: number) {
  return http.request(recurringEndpoints.pause, { params: { idProgramacion } });
}

export function resumeSchedule(http: HttpClient, idProgramacion: number) {
  return http.request(recurringEndpoints.resume, { params: { idProgramacion } });
}

export function endSchedule(http: HttpClient, idProgramacion: number) {
  return http.request(recurringEndpoints.end, { params: { idProgramacion } });
}

export function issueOccurrenceNow(http: HttpClient, idProgramacion: number, idOcurrencia: number) {
  return http.request(recurringEndpoints.issueOccurrence, { params: { idProgramacion, idOcurrencia } });
}
