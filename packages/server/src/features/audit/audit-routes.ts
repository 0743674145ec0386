import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readCompanyAuditLog } from './audit-log-service.ts';

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, auditEndpoints.companyLog, {}, async ({ params, query, request }) =>
    readCompanyAuditLog(ctx, requireAuth(request), params.ruc, query.limite),
  );
}
