export { registerIssuanceRoutes } from './issuance-routes.ts';
export { registerCancellationRoutes } from './cancellation-routes.ts';
export { sendDocumentQueue, type SendDocumentJob } from './issuance-service.ts';
