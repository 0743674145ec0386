export { registerReceiverPortalRoutes } from './receiver-portal-routes.ts';
export { portalLinkJob } from './portal-link-job.ts';
export { readPortalToken, signPortalToken } from './portal-token.ts';
