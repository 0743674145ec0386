import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  addUser,
  listProfiles,
  listUsers,
  searchUsers,
  updateUser,
  updateUserProfile,
} from './users-service.ts';

/** 'Administración de Usuarios' (spec 000 §7): the six calls, for the company's administrators. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, userEndpoints.list, {}, async ({ params, query, request }) =>
    listUsers(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, userEndpoints.search, {}, async ({ params, query, request }) =>
    searchUsers(ctx, requireAuth(request), params.ruc, query.parametroBusqueda),
  );
  // Each signed-in caller adds a bounded number of users an hour, refused or not, so the refusals of keys
  // held elsewhere cannot be used to sweep e-mails or identifications (ADR 0102).
  const boundedCreation = {
    config: {
      rateLimit: {
        max: ctx.config.userCreationRateLimitPerHour,
        timeWindow: '1 hour',
        keyGenerator: (request: FastifyRequest) => `alta-usuario:${request.auth?.assignmentId ?? request.ip}`,
      },
    },
  };
  registerRoute(app, userEndpoints.create, boundedCreation, async ({ body, request }) =>
    addUser(ctx, requireAuth(request), body),
  );
  registerRoute(app, userEndpoints.update, {}, async ({ params, body, request }) =>
    updateUser(ctx, requireAuth(request), params.idAsignacionEmpresaUsuario, body),
  );
  registerRoute(app, userEndpoints.profiles, {}, async ({ params, request }) =>
    listProfiles(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, userEndpoints.updateProfile, {}, async ({ params, request }) =>
    updateUserProfile(ctx, requireAuth(request), params.idAsignacionEmpresaUsuario, params.idPerfil),
  );
}
