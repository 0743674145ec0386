import type { FastifyInstance } from 'fastify';
import { recurringEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  createSchedule,
  editSchedule,
  endSchedule,
  issueOccurrenceNow,
  listCompanySchedules,
  listScheduleOccurrences,
  pauseSchedule,
  readCompanySchedule,
  resumeSchedule,
} from './recurring-invoice-service.ts';

/** 'Programadas' (issue 28 §3): the token's company's recurring invoices. */
export function registerRecurringInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The body inside a schedule is judged by the generation rules, with the form's messages.
  const judgedByService = { isBodyParsedByService: true } as const;
  registerRoute(app, recurringEndpoints.create, judgedByService, async ({ body, request }) =>
    createSchedule(ctx, requireAuth(request), body),
  );
  registerRoute(app, recurringEndpoints.list, {}, async ({ request }) =>
    listCompanySchedules(ctx, requireAuth(request)),
  );
  registerRoute(app, recurringEndpoints.get, {}, async ({ params, request }) =>
    readCompanySchedule(ctx, requireAuth(request), params.idProgramacion),
  );
  registerRoute(app, recurringEndpoints.update, judgedByService, async ({ params, body, request }) =>
    editSchedule(ctx, requireAuth(request), params.idProgramacion, body),
  );
  registerRoute(app, recurringEndpoints.pause, {}, async ({ params, request }) =>
    pauseSchedule(ctx, requireAuth(request), params.idProgramacion),
  );
  registerRoute(app, recurringEndpoints.resume, {}, async ({ params, request }) =>
    resumeSchedule(ctx, requireAuth(request), params.idProgramacion),
  );
  registerRoute(app, recurringEndpoints.end, {}, async ({ params, request }) =>
    endSchedule(ctx, requireAuth(request), params.idProgramacion),
  );
  registerRoute(app, recurringEndpoints.occurrences, {}, async ({ params, request }) =>
    listScheduleOccurrences(ctx, requireAuth(request), params.idProgramacion),
  );
  registerRoute(app, recurringEndpoints.issueOccurrence, {}, async ({ params, request }) =>
    issueOccurrenceNow(ctx, requireAuth(request), params.idProgramacion, params.idOcurrencia),
  );
}
