export { registerDocumentSharingRoutes } from './document-sharing-routes.ts';
