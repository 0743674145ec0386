import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  passwordChangeRequestSchema,
  recoveryQuerySchema,
  recoveryResponseSchema,
  tokenResponseSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { readBearer, requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { changePassword, login, logout, recoverPassword, refresh } from './auth-service.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const strict = {
    config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  };

  api.post(
    '/api/login',
    {
      ...strict,
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => login(ctx, request.body),
  );

  api.get(
    '/api/refresh',
    { schema: { tags: ['auth'], response: { 200: tokenResponseSchema } } },
    async (request) => refresh(ctx, readBearer(request)),
  );

  api.post(
    '/api/logout',
    { preHandler: authenticate({ allowPendingPassword: true }), schema: { tags: ['auth'] } },
    async (request, reply) => {
      await logout(ctx, requireAuth(request));
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/reestablecer/clave',
    {
      ...strict,
      schema: { tags: ['auth'], querystring: recoveryQuerySchema, response: { 200: recoveryResponseSchema } },
    },
    async (request) => recoverPassword(ctx, request.query),
  );

  api.put(
    '/api/cuenta/usuario/contrasenia',
    {
      ...strict,
      preHandler: authenticate({ allowPendingPassword: true }),
      schema: {
        tags: ['auth'],
        body: passwordChangeRequestSchema,
        response: { 200: z.object({ mensaje: z.string() }) },
      },
    },
    async (request) => {
      await changePassword(ctx, requireAuth(request), request.body);
      return { mensaje: 'Contraseña actualizada' };
    },
  );
}
