export { registerCompanyStatusRoutes } from './company-status-routes.ts';
