export { registerCustomerSearchRoutes } from './customer-search-routes.ts';
export { registerCustomerRoutes } from './customer-routes.ts';
export { findCompanyCustomerRow, registerCustomer } from './customer-service.ts';
export { registerProviderRoutes } from './provider-routes.ts';
