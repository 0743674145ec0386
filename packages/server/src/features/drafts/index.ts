export { registerDraftRoutes } from './draft-routes.ts';
export { registerQuoteRoutes } from './quote-routes.ts';
