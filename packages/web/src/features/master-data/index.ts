export { CustomersScreen } from './components/customers-screen.tsx';
export { ProductsScreen } from './components/products-screen.tsx';
export { BillingPointsScreen } from './components/billing-points-screen.tsx';
export { PointAssignmentsScreen } from './components/point-assignments-screen.tsx';
export { ProvidersScreen } from './components/providers-screen.tsx';
export { customerListQueryOptions } from './api/customers-api.ts';
export { productListQueryOptions } from './api/products-api.ts';
export { billingPointListQueryOptions } from './api/billing-points-api.ts';
