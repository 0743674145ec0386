export { registerPacAffiliationRoutes } from './pac-affiliation-routes.ts';
