import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, runtimeConfigSchema } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    { schema: { tags: ['sistema'], response: { 200: healthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  // Addresses and keys the web app needs, read at run time so one build serves every installation.
  api.get(
    '/runtime-config.json',
    { schema: { hide: true, response: { 200: runtimeConfigSchema } } },
    async () => ({
      codigoSistema: ctx.config.codigoSistema,
      apiKey: ctx.config.apiKey,
      manualsUrl: ctx.config.manualsUrl,
      services: { auth: '/api', core: '/api', repo: '/api', pay: '/api', notifier: '/api', v1: '' },
    }),
  );
}
