export {
  notifyWebhooks,
  webhookDeliveryQueue,
  type WebhookDeliveryJob,
  type WebhookNotice,
} from './notify-webhooks.ts';
