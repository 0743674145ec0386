import type { FastifyInstance } from 'fastify';
import { partnerEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readAttentionQueue } from './attention-service.ts';
import { readPartnerCompanies } from './partner-service.ts';
import { assignVouchers, readPartnerVouchers } from './partner-vouchers-service.ts';

/** PAR: the partner firm's calls about its own affiliated companies (access partner). */
export function registerPartnerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, partnerEndpoints.companies, signedIn, async ({ params, query, request }) =>
    readPartnerCompanies(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, partnerEndpoints.searchCompanies, signedIn, async ({ params, query, request }) =>
    readPartnerCompanies(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, partnerEndpoints.availableVouchers, signedIn, async ({ params, request }) =>
    readPartnerVouchers(ctx, requireAuth(request), params.id),
  );
  registerRoute(app, partnerEndpoints.assignVouchers, signedIn, async ({ body, request }) => ({
    mensaje: await assignVouchers(ctx, requireAuth(request), body),
  }));
  registerRoute(app, partnerEndpoints.attentionQueue, signedIn, async ({ params, request }) =>
    readAttentionQueue(ctx, requireAuth(request), params.ruc),
  );
}
