export {
  describeWebhookEvent,
  notifyWebhooks,
  webhookDeliveryQueue,
  type WebhookDeliveryJob,
  type WebhookNotice,
} from './notify-webhooks.ts';
