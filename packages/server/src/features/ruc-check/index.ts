export { registerRucCheckRoutes } from './ruc-check-routes.ts';
export { confirmRucDv, type RucDvVerdict } from './confirm-ruc-dv.ts';
