export { registerCompanyAdminRoutes } from './company-admin-routes.ts';
export { registerPartnerRoutes } from './partner-routes.ts';
