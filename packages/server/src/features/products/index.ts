export { registerProductSearchRoutes } from './product-search-routes.ts';
export { registerProductRoutes } from './product-routes.ts';
export { findProductIdsByCode } from './product-repository.ts';
