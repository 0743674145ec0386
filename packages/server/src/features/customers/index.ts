export { registerCustomerSearchRoutes } from './customer-search-routes.ts';
