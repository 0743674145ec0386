import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerRoute } from '../../http/register-route.ts';
import type { Readiness } from './readiness.ts';

/**
 * Health (503 with the reason while the server is still preparing, see readiness.ts) and the web app's
 * start-up configuration: no data, no caller, so no service either.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, readiness?: Readiness): void {
  registerRoute(app, systemEndpoints.health, {}, async () => {
    const pending = readiness?.pendingReason;
    if (pending) throw new AppError('unavailable', pending);
    return { status: 'ok' as const };
  });

  // Addresses and keys the web app needs, read at run time so one build serves every installation.
  registerRoute(app, systemEndpoints.runtimeConfig, {}, async () => ({
    codigoSistema: ctx.config.codigoSistema,
    apiKey: ctx.config.apiKey,
    manualsUrl: ctx.config.manualsUrl,
    services: { auth: '/api', core: '/api', repo: '/api', pay: '/api', notifier: '/api', v1: '' },
  }));
}
