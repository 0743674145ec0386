import type { FastifyInstance } from 'fastify';
import { integrationEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-service.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rollWebhookSecret,
} from './webhook-service.ts';

/** 'Integraciones' (issue 26): the company's API keys and webhooks. */
export function registerIntegrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints = integrationEndpoints;
  registerRoute(app, endpoints.listApiKeys, {}, async ({ params, request }) =>
    listApiKeys(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.createApiKey, {}, async ({ params, body, request }) =>
    createApiKey(ctx, requireAuth(request), params.ruc, body),
  );
  registerRoute(app, endpoints.revokeApiKey, {}, async ({ params, request }) =>
    revokeApiKey(ctx, requireAuth(request), params.ruc, params.idClave),
  );
  registerRoute(app, endpoints.listWebhooks, {}, async ({ params, request }) =>
    listWebhooks(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.createWebhook, {}, async ({ params, body, request }) =>
    createWebhook(ctx, requireAuth(request), params.ruc, body),
  );
  registerRoute(app, endpoints.deleteWebhook, {}, async ({ params, request }) =>
    deleteWebhook(ctx, requireAuth(request), params.ruc, params.idWebhook),
  );
  registerRoute(app, endpoints.rollWebhookSecret, {}, async ({ params, request }) =>
    rollWebhookSecret(ctx, requireAuth(request), params.ruc, params.idWebhook),
  );
  registerRoute(app, endpoints.listDeliveries, {}, async ({ params, request }) =>
    listDeliveries(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, endpoints.resendDelivery, {}, async ({ params, request }) =>
    resendDelivery(ctx, requireAuth(request), params.ruc, params.idEntrega),
  );
}
