export { registerDocumentSharingRoutes } from './document-sharing-routes.ts';
export { newShareToken, presentShareLink, shareTokenHash } from './share-link.ts';
