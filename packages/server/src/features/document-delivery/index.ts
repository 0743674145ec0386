export { registerDocumentDeliveryRoutes } from './document-delivery-routes.ts';
export {
  recordMailAttempt,
  recordMailTracking,
  refusedAddressKeyword,
  type MailTrackingEvent,
} from './document-delivery-service.ts';
