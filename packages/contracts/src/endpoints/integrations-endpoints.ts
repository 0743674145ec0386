import { z } from 'zod';
import {
  companyParamsSchema,
  companyRucSchema,
  defineEndpoint,
  messageAnswerSchema,
  rowIdSchema,
} from '../endpoint.ts';
import {
  apiKeyCreatedSchema,
  apiKeyFormSchema,
  apiKeyListSchema,
  webhookDeliveryListSchema,
  webhookFormSchema,
  webhookListSchema,
  webhookSecretSchema,
} from '../integrations.ts';

/**
 * 'Integraciones' (issue 26, ADR 0075): the company's API keys and webhooks, for its administrators. No
 * call here takes an API key: a key cannot make or see keys.
 */
export const integrationEndpoints = {
  listApiKeys: defineEndpoint({
    method: 'GET',
    path: '/api/integraciones/:ruc/claves',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: apiKeyListSchema,
    tags: ['integraciones'],
  }),
  createApiKey: defineEndpoint({
    method: 'POST',
    path: '/api/integraciones/:ruc/claves',
    access: 'companyAdmin',
    params: companyParamsSchema,
    body: apiKeyFormSchema,
    response: apiKeyCreatedSchema,
    tags: ['integraciones'],
  }),
  revokeApiKey: defineEndpoint({
    method: 'DELETE',
    path: '/api/integraciones/:ruc/claves/:idClave',
    access: 'companyAdmin',
    params: z.object({ ruc: companyRucSchema, idClave: rowIdSchema }),
    response: messageAnswerSchema,
    tags: ['integraciones'],
  }),
  listWebhooks: defineEndpoint({
    method: 'GET',
    path: '/api/integraciones/:ruc/webhooks',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: webhookListSchema,
    tags: ['integraciones'],
  }),
  createWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/integraciones/:ruc/webhooks',
    access: 'companyAdmin',
    params: companyParamsSchema,
    body: webhookFormSchema,
    response: webhookSecretSchema,
    tags: ['integraciones'],
  }),
  deleteWebhook: defineEndpoint({
    method: 'DELETE',
    path: '/api/integraciones/:ruc/webhooks/:idWebhook',
    access: 'companyAdmin',
    params: z.object({ ruc: companyRucSchema, idWebhook: rowIdSchema }),
    response: messageAnswerSchema,
    tags: ['integraciones'],
  }),
  /** A new secret; the previous one still verifies for a day, so the receiver can change without a gap. */
  rollWebhookSecret: defineEndpoint({
    method: 'POST',
    path: '/api/integraciones/:ruc/webhooks/:idWebhook/secreto',
    access: 'companyAdmin',
    params: z.object({ ruc: companyRucSchema, idWebhook: rowIdSchema }),
    response: webhookSecretSchema,
    tags: ['integraciones'],
  }),
  listDeliveries: defineEndpoint({
    method: 'GET',
    path: '/api/integraciones/:ruc/entregas',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: webhookDeliveryListSchema,
    tags: ['integraciones'],
  }),
  /** 'Reenviar': the delivery is sent again, as a new attempt. */
  resendDelivery: defineEndpoint({
    method: 'POST',
    path: '/api/integraciones/:ruc/entregas/:idEntrega/reenviar',
    access: 'companyAdmin',
    params: z.object({ ruc: companyRucSchema, idEntrega: rowIdSchema }),
    response: messageAnswerSchema,
    tags: ['integraciones'],
  }),
};
