export { registerCompanyAdminRoutes } from './company-admin-routes.ts';
