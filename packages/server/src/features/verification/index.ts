export { registerVerificationRoutes } from './verification-routes.ts';
