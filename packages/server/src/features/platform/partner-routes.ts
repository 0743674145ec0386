import type { FastifyInstance } from 'fastify';
import { partnerEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readAttentionQueue } from './attention-service.ts';
import { readPartnerCompanies } from './partner-service.ts';
import { assignVouchers, readPartnerVouchers } from './partner-vouchers-service.ts';

/** PAR: the partner firm's calls about its own affiliated companies (access partner). */
export function registerPartnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, partnerEndpoints.companies, {}, async ({ params, query, request }) =>
    readPartnerCompanies(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, partnerEndpoints.searchCompanies, {}, async ({ params, query, request }) =>
    readPartnerCompanies(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, partnerEndpoints.availableVouchers, {}, async ({ params, request }) =>
    readPartnerVouchers(ctx, requireAuth(request), params.id),
  );
  registerRoute(app, partnerEndpoints.assignVouchers, {}, async ({ body, request }) => ({
    mensaje: await assignVouchers(ctx, requireAuth(request), body),
  }));
  registerRoute(app, partnerEndpoints.attentionQueue, {}, async ({ params, request }) =>
    readAttentionQueue(ctx, requireAuth(request), params.ruc),
  );
}
