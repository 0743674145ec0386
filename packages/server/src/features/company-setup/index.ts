export { registerCompanySetupRoutes } from './company-setup-routes.ts';
