export { registerDraftRoutes } from './draft-routes.ts';
