import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  countAvailableVouchers,
  readCompanyNotifications,
  validateCompany,
} from './company-status-service.ts';

export function registerCompanyStatusRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, companyEndpoints.validation, signedIn, async ({ body, request }) =>
    validateCompany(ctx, requireAuth(request), body),
  );
  registerRoute(app, companyEndpoints.notifications, signedIn, async ({ params, request }) =>
    readCompanyNotifications(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, companyEndpoints.availableVouchers, signedIn, async ({ params, request }) =>
    countAvailableVouchers(ctx, requireAuth(request), params.ruc),
  );
}
