export { registerHealthRoutes } from './health-routes.ts';
export { createReadiness, type Readiness } from './readiness.ts';
