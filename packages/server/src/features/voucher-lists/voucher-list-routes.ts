import type { FastifyInstance } from 'fastify';
import { voucherListEndpoints, voucherListKinds } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { createVoucherListMemory } from './voucher-list-memory.ts';
import { listVouchers, searchVouchers } from './voucher-list-service.ts';

/** The company a list's path names: `{ruc}`, or `{companyId}` for the cancelled list (the same RUC). */
function companyOf(params: { ruc: string } | { companyId: string }): string {
  return 'ruc' in params ? params.ruc : params.companyId;
}

/** The issued-voucher repositories: GET /api/comprobantes/{list}/{key} and their /busqueda/ variants. */
export function registerVoucherListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const memory = createVoucherListMemory();

  for (const kind of voucherListKinds) {
    const endpoints = voucherListEndpoints[kind];
    registerRoute(app, endpoints.list, {}, async ({ params, query, request }) =>
      listVouchers(ctx, requireAuth(request), kind, companyOf(params), query, memory),
    );
    registerRoute(app, endpoints.search, {}, async ({ params, query, request }) =>
      searchVouchers(ctx, requireAuth(request), kind, companyOf(params), query, memory),
    );
  }
}
