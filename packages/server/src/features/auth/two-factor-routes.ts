import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { verifySecondStep } from './auth-service.ts';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  readTwoFactorStatus,
  startTwoFactor,
} from './two-factor-service.ts';

/** The sign-in's second step and the user's own two-step verification (ADR 0024). */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const strict = {
    config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  };
  registerRoute(app, twoFactorEndpoints.verifySignIn, strict, async ({ body, request }) =>
    verifySecondStep(ctx, body, request.ip),
  );
  registerRoute(app, twoFactorEndpoints.status, {}, async ({ request }) =>
    readTwoFactorStatus(ctx, requireAuth(request)),
  );
  registerRoute(app, twoFactorEndpoints.start, strict, async ({ body, request }) =>
    startTwoFactor(ctx, requireAuth(request), body, request.ip),
  );
  registerRoute(app, twoFactorEndpoints.confirm, strict, async ({ body, request }) =>
    confirmTwoFactorEnrolment(ctx, requireAuth(request), body.codigo),
  );
  registerRoute(app, twoFactorEndpoints.disable, strict, async ({ body, request }) =>
    disableTwoFactor(ctx, requireAuth(request), body, request.ip),
  );
}
