import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET outside /api answers index.html so the client router decides
 * (spec 000 §2: unknown paths show a spinner, then redirect).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`Web build not found in ${distDir}; only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: 'index.html' });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isAppRoute =
      request.method === 'GET' && !path.startsWith('/api') && !path.includes('.') && path !== '/';
    if (isAppRoute) return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
