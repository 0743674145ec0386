export { registerAssistanceRoutes } from './assistance-routes.ts';
