export { registerPermissionRoutes } from './permissions-routes.ts';
