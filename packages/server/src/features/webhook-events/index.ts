export {
  describeWebhookEvent,
  notifyWebhooks,
  webhookDeliveryQueue,
  type WebhookDeliveryJob,
  type WebhookNotice,
} from './notify-webhooks.ts';
export { deliveryColumns, type NewDelivery } from './webhook-event-repository.ts';
