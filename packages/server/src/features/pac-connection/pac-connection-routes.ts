import type { FastifyInstance } from 'fastify';
import { pacConnectionEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readPacConnection, savePacConnectionFor, testPacConnection } from './pac-connection-service.ts';
import { readPacFolios } from './pac-folios-service.ts';
import { readPacMailTracking } from './pac-mail-delivery.ts';

/** The company's PAC connection (issue 30): the platform keeps it, the company's ADM reads it. */
export function registerPacConnectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, pacConnectionEndpoints.pacConnection, {}, async ({ params, request }) =>
    readPacConnection(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, pacConnectionEndpoints.savePacConnection, {}, async ({ params, body, request }) =>
    savePacConnectionFor(ctx, requireAuth(request), params.ruc, body),
  );
  registerRoute(app, pacConnectionEndpoints.testPacConnection, {}, async ({ params }) =>
    testPacConnection(ctx, params.ruc),
  );
  registerRoute(app, pacConnectionEndpoints.pacFolios, {}, async ({ params, request }) =>
    readPacFolios(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, pacConnectionEndpoints.pacMailTracking, {}, async ({ params, request }) =>
    readPacMailTracking(ctx, requireAuth(request), params.id),
  );
}
