import { describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

const server = serveTestServer();

async function setupKeySeenBy(username: string): Promise<string | null> {
  const response = await server
    .as(await server.login(username))
    .get(`/api/cuenta/usuario/empresa/${demoRuc}`);
  expect(response.statusCode).toBe(200);
  expect(response.json().razonSocialempresa).toBe('Comercializadora Demo Facturar, S.A.');
  return response.json().key as string | null;
}

describe("the company's PAC API key (finding 9)", () => {
  it('is shown to the company administrator and the platform, never to an internal user or the partner', async () => {
    const adm = await setupKeySeenBy('adm@demo.facturar.test');
    expect(adm).toEqual(expect.any(String));
    expect(adm?.length).toBeGreaterThan(0);
    expect(await setupKeySeenBy('admin@facturar.test')).toBe(adm);
    expect(await setupKeySeenBy('int@demo.facturar.test')).toBeNull();
    expect(await setupKeySeenBy('partner@facturar.test')).toBeNull();
  });
});
