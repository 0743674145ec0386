import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function outboxMailer() {
  const root = mkdtempSync(join(tmpdir(), 'facturar-outbox-'));
  folders.push(root);
  const outboxDir = join(root, 'outbox');
  return {
    outboxDir,
    mailer: createMailer({ smtpUrl: undefined, from: 'no-responder@facturar.test', outboxDir }),
  };
}

describe('the local outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file, making its folder with the first one', async () => {
    const { outboxDir, mailer } = outboxMailer();
    const sent = await mailer.send({ to: 'ana@correo.test', subject: 'Factura 0001', text: 'Adjunta.' });
    await mailer.send({ to: 'ana@correo.test', subject: 'Factura 0002', text: 'Adjunta.' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(sent).toMatchObject({ accepted: ['ana@correo.test'], refused: [] });
    expect(readFileSync(join(outboxDir, files[0] as string), 'utf8')).toContain('Subject: Factura 0001');
    mailer.close();
  });

  it('makes the folder again when something removed it meanwhile', async () => {
    const { outboxDir, mailer } = outboxMailer();
    await mailer.send({ to: 'ana@correo.test', subject: 'Primero', text: 'Uno.' });
    rmSync(outboxDir, { recursive: true });
    await mailer.send({ to: 'ana@correo.test', subject: 'Segundo', text: 'Dos.' });
    const [only] = readdirSync(outboxDir);
    expect(readFileSync(join(outboxDir, only as string), 'utf8')).toContain('Subject: Segundo');
    mailer.close();
  });
});
