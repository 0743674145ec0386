import type { FastifyInstance } from 'fastify';
import { billingPointEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { listBillingPoints, registerBillingPoint, updateBillingPoint } from './billing-point-service.ts';
import {
  assignPoint,
  listAssignablePoints,
  listAssignableUsers,
  listAssignments,
  removeAssignment,
} from './point-assignment-service.ts';

/** Billing points (CSE) and their assignment to users (ASE), spec 001 §7. */
export function registerBillingPointRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const signedIn = { preHandler: authenticate() };
  const endpoints = billingPointEndpoints;
  registerRoute(app, endpoints.listBillingPoints, signedIn, async ({ params, query, request }) =>
    listBillingPoints(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, endpoints.registerBillingPoint, signedIn, async ({ body, request }) =>
    registerBillingPoint(ctx, requireAuth(request), body),
  );
  registerRoute(app, endpoints.updateBillingPoint, signedIn, async ({ params, body, request }) =>
    updateBillingPoint(ctx, requireAuth(request), params.idSecuencial, body),
  );
  registerRoute(app, endpoints.listAssignments, signedIn, async ({ params, query, request }) =>
    listAssignments(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, endpoints.assignableUsers, signedIn, async ({ params, request }) =>
    listAssignableUsers(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.assignablePoints, signedIn, async ({ params, request }) =>
    listAssignablePoints(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.assignPoint, signedIn, async ({ params, request }) =>
    assignPoint(ctx, requireAuth(request), params.idAsignacionEmpresaUsuario, params.idSecuencial),
  );
  registerRoute(app, endpoints.removeAssignment, signedIn, async ({ params, request }) =>
    removeAssignment(ctx, requireAuth(request), params.idAsignacionSecuencialUsuario),
  );
}
