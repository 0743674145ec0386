export { registerProductSearchRoutes } from './product-search-routes.ts';
export { registerProductRoutes } from './product-routes.ts';
export { findActiveProductIdsByCode } from './product-repository.ts';
