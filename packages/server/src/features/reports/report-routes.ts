import type { FastifyInstance } from 'fastify';
import {
  dashboardEndpoints,
  periodArchiveEndpoints,
  reportEndpoints,
  reportJobEndpoints,
  reportKinds,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readDashboard } from './dashboard-service.ts';
import { requestPeriodArchive } from './period-archive.ts';
import { downloadReportJobFile, readReportJobStatus, requestReport } from './report-service.ts';

/**
 * The seven spreadsheet reports (spec 001 §7), each answering an .xlsx streamed as it is written, or 202
 * with a background job when it is large (ADR 0048), whose progress and file have their own calls.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of reportKinds) {
    registerRoute(app, reportEndpoints[kind], {}, async ({ body, request, reply }) => {
      const answer = await requestReport(ctx, requireAuth(request), kind, body);
      if (answer.kind === 'job') return reply.code(202).send(answer.job);
      return reply
        .type(answer.file.contentType)
        .header('content-disposition', `attachment; filename="${answer.file.fileName}"`)
        .send(answer.file.stream);
    });
  }

  registerRoute(app, reportJobEndpoints.status, {}, async ({ params, request }) =>
    readReportJobStatus(ctx, requireAuth(request), params.idTrabajo),
  );

  registerRoute(app, reportJobEndpoints.file, {}, async ({ params, request, reply }) => {
    const file = await downloadReportJobFile(ctx, requireAuth(request), params.idTrabajo);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  });

  registerRoute(app, periodArchiveEndpoints.request, {}, async ({ body, request, reply }) =>
    reply.code(202).send(await requestPeriodArchive(ctx, requireAuth(request), body)),
  );

  registerRoute(app, dashboardEndpoints.dashboard, {}, async ({ params, request }) =>
    readDashboard(ctx, requireAuth(request), params.ruc),
  );
}
