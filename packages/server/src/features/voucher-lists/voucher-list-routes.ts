import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  voucherListQuerySchema,
  voucherPageSchema,
  voucherSearchQuerySchema,
  type VoucherListKind,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { createSearchCountCache } from './search-count-cache.ts';
import { listVouchers, searchVouchers } from './voucher-list-service.ts';

const companyKey = z.string().min(1).max(40);

// Spec 001 §7: the issued lists are keyed by the company's RUC, the cancelled list by its companyId,
// which in this product is the same RUC (companies have no other key).
const lists: { kind: VoucherListKind; param: 'ruc' | 'companyId' }[] = [
  { kind: 'autorizados', param: 'ruc' },
  { kind: 'noautorizados', param: 'ruc' },
  { kind: 'pendientes', param: 'ruc' },
  { kind: 'anulados', param: 'companyId' },
];

/** The issued-voucher repositories: GET /api/comprobantes/{list}/{key} and their /busqueda/ variants. */
export function registerVoucherListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const counts = createSearchCountCache({ ttlMs: 30_000, maxEntries: 2_000, now: ctx.now });

  for (const { kind, param } of lists) {
    const params = z.object({ [param]: companyKey }) as z.ZodObject<Record<string, typeof companyKey>>;
    const keyOf = (values: Record<string, string>) => values[param] ?? '';

    api.get(
      `/api/comprobantes/${kind}/:${param}`,
      {
        preHandler: authenticate(),
        schema: {
          tags: ['comprobantes'],
          params,
          querystring: voucherListQuerySchema,
          response: { 200: voucherPageSchema },
        },
      },
      async (request) => listVouchers(ctx, requireAuth(request), kind, keyOf(request.params), request.query),
    );

    api.get(
      `/api/comprobantes/${kind}/busqueda/:${param}`,
      {
        preHandler: authenticate(),
        schema: {
          tags: ['comprobantes'],
          params,
          querystring: voucherSearchQuerySchema,
          response: { 200: voucherPageSchema },
        },
      },
      async (request) =>
        searchVouchers(ctx, requireAuth(request), kind, keyOf(request.params), request.query, counts),
    );
  }
}
