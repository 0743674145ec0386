import type { FastifyInstance } from 'fastify';
import { verificationEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../http/register-route.ts';
import { verifyDocument } from './verification-service.ts';

/** The public verification: no session, so limited per address (VERIFY_RATE_LIMIT_PER_MINUTE). */
export function registerVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = {
    config: { rateLimit: { max: ctx.config.verifyRateLimitPerMinute, timeWindow: '1 minute' } },
  };
  registerRoute(app, verificationEndpoints.verify, limited, async ({ params }) =>
    verifyDocument(ctx, params.cufe),
  );
}
