export { registerBillingPointRoutes } from './billing-point-routes.ts';
