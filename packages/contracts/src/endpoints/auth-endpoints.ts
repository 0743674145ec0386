import {
  loginRequestSchema,
  recoveryQuerySchema,
  recoveryResponseSchema,
  tokenResponseSchema,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { loginResponseSchema } from '../two-factor.ts';
import { resourceListSchema, permissionParamsSchema } from '../permissions.ts';

/** Sign-in, session and password calls (spec 000 §3, §7). */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    service: 'auth',
    body: loginRequestSchema,
    /** The session, or the challenge of the second step (ADR 0024). */
    response: loginResponseSchema,
    tags: ['auth'],
  }),
  /** Bearer: the access token still valid, or the refresh token of the sign-in. */
  refresh: defineEndpoint({
    method: 'GET',
    path: '/api/refresh',
    access: 'session',
    service: 'auth',
    response: tokenResponseSchema,
    tags: ['auth'],
  }),
  /** 204: the session is closed. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'session',
    service: 'auth',
    tags: ['auth'],
  }),
  recoverPassword: defineEndpoint({
    method: 'POST',
    path: '/api/reestablecer/clave',
    access: 'public',
    service: 'auth',
    query: recoveryQuerySchema,
    response: recoveryResponseSchema,
    tags: ['auth'],
  }),
  /** The menu and configuration resources of the caller's permission key (spec 000 §2). */
  permissions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/permisos/:perm/:apikey',
    access: 'session',
    params: permissionParamsSchema,
    response: resourceListSchema,
    tags: ['permisos'],
  }),
};
