export { registerDocumentSharingRoutes } from './document-sharing-routes.ts';
export { findOrMakeShareLink, presentShareLink, shareTokenHash } from './share-link.ts';
