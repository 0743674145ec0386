import type { FastifyInstance } from 'fastify';
import { reportEndpoints, reportKinds } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { generateReport } from './report-service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The seven spreadsheet reports (spec 001 §7), each answering an .xlsx streamed as it is written. */
export function registerReportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  for (const kind of reportKinds) {
    registerRoute(app, reportEndpoints[kind], signedIn, async ({ body, request, reply }) => {
      const file = await generateReport(ctx, requireAuth(request), kind, body);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    });
  }
}
