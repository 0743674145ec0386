export { registerCatalogueRoutes } from './catalogue-routes.ts';
