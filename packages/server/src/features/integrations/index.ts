export { registerIntegrationRoutes } from './integration-routes.ts';
export { auditApiKeyWrite, verifyApiKey } from './api-key-service.ts';
export { deliverWebhooks, webhookDeliveryJob } from './webhook-delivery-job.ts';
export { signWebhook } from './webhook-signature.ts';
