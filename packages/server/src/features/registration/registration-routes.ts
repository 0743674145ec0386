import type { FastifyInstance } from 'fastify';
import { partnerEndpoints, registrationEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { registerPartner } from './partner-registration-service.ts';
import { registerCompany, serveFormToken } from './registration-service.ts';

/** The public registration: its form token and POST /api/signin, limited per client address and hour. */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, registrationEndpoints.formToken, {}, async () => serveFormToken(ctx));
  registerRoute(
    app,
    registrationEndpoints.register,
    { config: { rateLimit: { max: ctx.config.registrationRateLimitPerHour, timeWindow: '1 hour' } } },
    async ({ body }) => registerCompany(ctx, body),
  );
  registerRoute(app, partnerEndpoints.registerPartner, {}, async ({ body, request }) => ({
    mensaje: await registerPartner(ctx, requireAuth(request), body),
  }));
}
