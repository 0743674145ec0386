import type { FastifyInstance } from 'fastify';
import { billingPointEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
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
export function registerBillingPointRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints = billingPointEndpoints;
  registerRoute(app, endpoints.listBillingPoints, {}, async ({ params, query, request }) =>
    listBillingPoints(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, endpoints.registerBillingPoint, {}, async ({ body, request }) =>
    registerBillingPoint(ctx, requireAuth(request), body),
  );
  registerRoute(app, endpoints.updateBillingPoint, {}, async ({ params, body, request }) =>
    updateBillingPoint(ctx, requireAuth(request), params.idSecuencial, body),
  );
  registerRoute(app, endpoints.listAssignments, {}, async ({ params, query, request }) =>
    listAssignments(ctx, requireAuth(request), params.ruc, query),
  );
  registerRoute(app, endpoints.assignableUsers, {}, async ({ params, request }) =>
    listAssignableUsers(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.assignablePoints, {}, async ({ params, request }) =>
    listAssignablePoints(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.assignPoint, {}, async ({ params, request }) =>
    assignPoint(ctx, requireAuth(request), params.idAsignacionEmpresaUsuario, params.idSecuencial),
  );
  registerRoute(app, endpoints.removeAssignment, {}, async ({ params, request }) =>
    removeAssignment(ctx, requireAuth(request), params.idAsignacionSecuencialUsuario),
  );
}
