import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  countAvailableVouchers,
  readCompanyNotifications,
  validateCompany,
} from './company-status-service.ts';

export function registerCompanyStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, companyEndpoints.validation, {}, async ({ body, request }) =>
    validateCompany(ctx, requireAuth(request), body),
  );
  registerRoute(app, companyEndpoints.notifications, {}, async ({ params, request }) =>
    readCompanyNotifications(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, companyEndpoints.availableVouchers, {}, async ({ params, request }) =>
    countAvailableVouchers(ctx, requireAuth(request), params.ruc),
  );
}
