export { registerAuthRoutes } from './auth-routes.ts';
export { verifyAccess, normaliseAccessName } from './auth-service.ts';
