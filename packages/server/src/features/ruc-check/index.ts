export { registerRucCheckRoutes } from './ruc-check-routes.ts';
export { confirmRucDv, type RegistryAnswer, type RucDvVerdict } from './confirm-ruc-dv.ts';
