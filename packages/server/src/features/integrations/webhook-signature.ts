import { createHmac } from 'node:crypto';

/**
 * `Facturar-Signature: t=<unix>,v1=<hex>` (ADR 0076): the HMAC-SHA256 of "<t>.<body>" with the endpoint's
 * secret. While a rolled secret is still valid, a second v1 signs with the previous one, so a receiver
 * holding either secret verifies the delivery.
 */
export function signWebhook(body: string, secrets: readonly string[], unixSeconds: number): string {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`,
  );
  return [`t=${unixSeconds}`, ...signatures].join(',');
}
