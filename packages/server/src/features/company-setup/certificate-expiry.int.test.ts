import { describe, expect, it } from 'vitest';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestClock } from '../../../test/support/test-clock.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';
import { mailCertificateExpiries } from './index.ts';

// The server's clock, moved towards the demo certificate's expiry.
const clock = createTestClock();
const day = 86_400_000;

const server = serveMailingTestServer({}, { now: clock.now });

async function moveToDaysBeforeExpiry(days: number): Promise<void> {
  const { not_after } = await server.ctx.db
    .selectFrom('company_certificates')
    .select('not_after')
    .where('company_ruc', '=', demoRuc)
    .executeTakeFirstOrThrow();
  clock.offsetMs = not_after.getTime() - days * day - Date.now();
}

async function warnings(): Promise<Record<string, string>> {
  const token = await server.login('adm@demo.facturar.test');
  const answer = await server.as(token).get(`/api/admin/empresas/actualizar-notificacion-empresa/${demoRuc}`);
  return answer.json().advertencias as Record<string, string>;
}

describe('certificate expiry', () => {
  it('warns 30 and 7 days before, and mails the administrators once at each', async () => {
    await moveToDaysBeforeExpiry(40);
    expect(await mailCertificateExpiries(server.ctx)).toBe(0);
    expect((await warnings()).CERTIFICADO_POR_CADUCAR).toBeUndefined();

    await moveToDaysBeforeExpiry(29.5);
    expect((await warnings()).CERTIFICADO_POR_CADUCAR).toMatch(
      /^El certificado de firma electrónica caduca el /,
    );
    expect(await mailCertificateExpiries(server.ctx)).toBe(1);
    expect(await mailCertificateExpiries(server.ctx)).toBe(0);
    const first = server.mail.messages.at(-1);
    expect(first?.subject).toBe('Facturar: el certificado de firma electrónica vence en 30 días');
    expect([first?.to].flat().flatMap((to) => to?.value.map((entry) => entry.address))).toEqual([
      'adm@demo.facturar.test',
    ]);

    await moveToDaysBeforeExpiry(6.5);
    expect((await warnings()).CERTIFICADO_POR_CADUCAR).toMatch(
      /^El certificado de firma electrónica caduca en 7 días/,
    );
    expect(await mailCertificateExpiries(server.ctx)).toBe(1);
    expect(server.mail.messages.at(-1)?.subject).toBe(
      'Facturar: el certificado de firma electrónica vence en 7 días',
    );
    expect(await mailCertificateExpiries(server.ctx)).toBe(0);
  });
});
