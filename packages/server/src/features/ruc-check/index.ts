export { registerRucCheckRoutes } from './ruc-check-routes.ts';
