import type { FastifyInstance } from 'fastify';
import { assistanceEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { sendAssistance } from './assistance-service.ts';

export function registerAssistanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, assistanceEndpoints.send, {}, async ({ body, request }) =>
    sendAssistance(ctx, requireAuth(request), body),
  );
}
