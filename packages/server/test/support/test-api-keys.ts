import { demoRuc } from './demo-invoice.ts';
import { type TestServer } from './test-server.ts';

/**
 * An API key of the demo company, made as its administrator makes it in 'Integraciones', issuing from the
 * company's first active billing point. A refusal fails the set-up with the server's answer.
 */
export async function createTestApiKey(
  server: TestServer,
  adminToken: string,
  key: { nombre: string; permisos: readonly string[] },
): Promise<string> {
  const point = await server.ctx.db
    .selectFrom('billing_points')
    .select('id')
    .where('company_ruc', '=', demoRuc)
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await server
    .as(adminToken)
    .post(`/api/integraciones/${demoRuc}/claves`, { ...key, idSecuencial: point.id });
  if (created.statusCode !== 200) throw new Error(`API key → ${created.statusCode} ${created.body}`);
  return (created.json() as { clave: string }).clave;
}

/**
 * A webhook of the demo company, registered as its administrator registers one in 'Integraciones'; answers
 * its signing secret and id. A refusal fails the set-up with the server's answer.
 */
export async function createTestWebhook(
  server: TestServer,
  adminToken: string,
  webhook: { url: string; eventos: readonly string[] },
): Promise<{ secreto: string; idWebhook: number }> {
  const created = await server.as(adminToken).post(`/api/integraciones/${demoRuc}/webhooks`, webhook);
  if (created.statusCode !== 200) throw new Error(`webhook → ${created.statusCode} ${created.body}`);
  const { secreto, registro } = created.json() as { secreto: string; registro: { idWebhook: number } };
  return { secreto, idWebhook: registro.idWebhook };
}
