import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { readBearer, requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { changePassword, login, logout, recoverPassword, refresh } from './auth-service.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const strict = {
    config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  };

  registerRoute(app, authEndpoints.login, strict, async ({ body }) => login(ctx, body));

  registerRoute(app, authEndpoints.refresh, {}, async ({ request }) => refresh(ctx, readBearer(request)));

  registerRoute(
    app,
    authEndpoints.logout,
    { preHandler: authenticate({ allowPendingPassword: true }) },
    async ({ request, reply }) => {
      await logout(ctx, requireAuth(request));
      return reply.status(204).send();
    },
  );

  registerRoute(app, authEndpoints.recoverPassword, strict, async ({ query }) => recoverPassword(ctx, query));

  registerRoute(
    app,
    authEndpoints.changePassword,
    { ...strict, preHandler: authenticate({ allowPendingPassword: true }) },
    async ({ body, request }) => {
      await changePassword(ctx, requireAuth(request), body);
      return { mensaje: 'Contraseña actualizada' };
    },
  );
}
