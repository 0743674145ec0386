import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';

const server = serveMailingTestServer({ SUPPORT_EMAIL: 'mesa.ayuda@facturar.test' });

async function send(body: Record<string, unknown>) {
  const token = await server.login('int@demo.facturar.test');
  return server.as(token).post('/api/asistencia', body);
}

describe('Asistencia', () => {
  it('mails the sanitised message to the support address with the company and the user', async () => {
    const answer = await send({
      de: 'ivan.personal@correo.test',
      mensaje:
        '<p>No puedo <strong>emitir</strong> <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">aquí</a></p>',
    });
    expect(answer.json()).toEqual({
      mensaje: 'Su consulta fue enviada. Le responderemos a su correo electrónico.',
    });
    const mail = await waitForMail(server.mail.messages, 'mesa.ayuda@facturar.test', 10_000);
    expect(mail.subject).toBe('Asistencia: Comercializadora Demo Facturar, S.A. (155596713-2-2015)');
    expect(mail.replyTo?.text).toBe('ivan.personal@correo.test');
    expect(mail.text).toContain('Usuario: Iván Facturador <int@demo.facturar.test>, perfil INT');
    expect(mail.html).toContain('<strong>emitir</strong>');
    expect(mail.html).not.toMatch(/script|onerror|javascript:|<img/);
  });

  it('writes a name stored with CR/LF on one line: no Bcc line reaches the mail (ADR 0103)', async () => {
    const db = server.ctx.db;
    const company = await db
      .selectFrom('companies')
      .select(['ruc', 'business_name'])
      .where('business_name', '=', 'Comercializadora Demo Facturar, S.A.')
      .executeTakeFirstOrThrow();
    // Written before names refused control characters: only the database can hold it now.
    await db
      .updateTable('companies')
      .set({ business_name: 'Comercializadora Demo\r\nBcc: espia@fuera.test' })
      .where('ruc', '=', company.ruc)
      .execute();
    try {
      const before = server.mail.messages.length;
      expect((await send({ de: 'ivan.personal@correo.test', mensaje: '<p>Hola</p>' })).statusCode).toBe(200);
      const mail = await waitForMail(server.mail.messages, 'mesa.ayuda@facturar.test', 10_000, before);
      expect(mail.subject).toBe(`Asistencia: Comercializadora Demo Bcc: espia@fuera.test (${company.ruc})`);
      expect(mail.text).toContain('Empresa: Comercializadora Demo Bcc: espia@fuera.test (RUC');
      expect(mail.text).not.toMatch(/^Bcc:/m);
      expect(JSON.stringify(mail.bcc ?? null)).not.toContain('espia');
    } finally {
      await db
        .updateTable('companies')
        .set({ business_name: company.business_name })
        .where('ruc', '=', company.ruc)
        .execute();
    }
  });

  it('refuses a message with nothing to read once sanitised', async () => {
    const answer = await send({ de: 'a@b.test', mensaje: '<p><script>x</script></p>' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().apierror.mensaje).toBe('Escriba su consulta.');
  });
});
