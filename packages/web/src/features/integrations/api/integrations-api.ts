import { integrationEndpoints, type ApiKeyForm, type WebhookForm } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Keys, webhooks and deliveries change together ('Integraciones', issue 26): one key prefix for all. */
export function integrationsKey(ruc: string) {
  return ['integrations', ruc] as const;
}

export function apiKeysQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...integrationsKey(ruc), 'keys'],
    queryFn: () => http.request(integrationEndpoints.listApiKeys, { params: { ruc } }),
  });
}

export function webhooksQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...integrationsKey(ruc), 'webhooks'],
    queryFn: () => http.request(integrationEndpoints.listWebhooks, { params: { ruc } }),
  });
}

/** The delivery log, read again every few seconds while the screen is open: deliveries happen meanwhile. */
export function deliveriesQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...integrationsKey(ruc), 'deliveries'],
    queryFn: () => http.request(integrationEndpoints.listDeliveries, { params: { ruc } }),
    refetchInterval: 5_000,
  });
}

export function createApiKey(http: HttpClient, ruc: string, body: ApiKeyForm) {
  return http.request(integrationEndpoints.createApiKey, { params: { ruc }, body });
}

export function revokeApiKey(http: HttpClient, ruc: string, idClave: number) {
  return http.request(integrationEndpoints.revokeApiKey, { params: { ruc, idClave } });
}

export function createWebhook(http: HttpClient, ruc: string, body: WebhookForm) {
  return http.request(integrationEndpoints.createWebhook, { params: { ruc }, body });
}

export function deleteWebhook(http: HttpClient, ruc: string, idWebhook: number) {
  return http.request(integrationEndpoints.deleteWebhook, { params: { ruc, idWebhook } });
}

export function rollWebhookSecret(http: HttpClient, ruc: string, idWebhook: number) {
  return http.request(integrationEndpoints.rollWebhookSecret, { params: { ruc, idWebhook } });
}

export function resendDelivery(http: HttpClient, ruc: string, idEntrega: number) {
  return http.request(integrationEndpoints.resendDelivery, { params: { ruc, idEntrega } });
}
