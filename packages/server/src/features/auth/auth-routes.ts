import type { FastifyInstance } from 'fastify';
import { authEndpoints, passwordEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { readBearer, requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { changePassword, login, logout, refresh } from './auth-service.ts';
import { recoverPassword } from './recovery-service.ts';
import { registerTwoFactorRoutes } from './two-factor-routes.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const strict = {
    config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  };
  registerRoute(app, authEndpoints.login, strict, async ({ body, request }) => login(ctx, body, request.ip));
  // The bearer may be the refresh token, which only the service can check.
  registerRoute(app, authEndpoints.refresh, { isCredentialVerifiedByService: true }, async ({ request }) =>
    refresh(ctx, readBearer(request)),
  );
  registerRoute(app, authEndpoints.logout, { allowPendingPassword: true }, async ({ request, reply }) => {
    await logout(ctx, requireAuth(request));
    return reply.status(204).send();
  });
  registerRoute(app, authEndpoints.recoverPassword, strict, async ({ query }) => recoverPassword(ctx, query));
  registerRoute(
    app,
    passwordEndpoints.changePassword,
    { ...strict, allowPendingPassword: true },
    async ({ body, request }) => {
      await changePassword(ctx, requireAuth(request), body, request.ip);
      return { mensaje: 'Contraseña actualizada' };
    },
  );
  registerTwoFactorRoutes(app, ctx);
}
