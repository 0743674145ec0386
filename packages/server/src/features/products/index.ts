export { registerProductSearchRoutes } from './product-search-routes.ts';
