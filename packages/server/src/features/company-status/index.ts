export { registerCompanyStatusRoutes } from './company-status-routes.ts';
export { readBlockingErrors } from './company-status-service.ts';
