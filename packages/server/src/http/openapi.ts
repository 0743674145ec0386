import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the contracts' zod schemas. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
