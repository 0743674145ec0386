import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_COMMON_NAME, TEST_PASSWORD, createTestSigningKey } from '../../../test/support/dgi-sample.ts';
import { createSelfSignedP12, loadSigningKey, type SigningKey } from './index.ts';

// Certificates reach users as .p12 files exported by OpenSSL or Windows; the openssl binary (Debian
// package `openssl`) writes both the current format (PBES2/AES-256, SHA-256 MAC) and the legacy one.
let directory: string;
let key: SigningKey;
let exported = 0;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'facturar-p12-'));
  key = await createTestSigningKey();
  writeFileSync(join(directory, 'key.pem'), key.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(join(directory, 'cert.pem'), key.certificate.toString());
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function exportWithOpenssl(password: string, extraArguments: string[] = []): Buffer {
  exported += 1;
  const file = join(directory, `export-${exported}.p12`);
  execFileSync('openssl', [
    'pkcs12',
    '-export',
    ...extraArguments,
    '-inkey',
    join(directory, 'key.pem'),
    '-in',
    join(directory, 'cert.pem'),
    '-out',
    file,
    '-passout',
    `pass:${password}`,
  ]);
  return readFileSync(file);
}

describe('certificates exported by other tools', () => {
  it.each([
    ['the current OpenSSL format', 'clave-simple', []],
    ['the legacy format of older Windows exports', 'clave-simple', ['-legacy']],
    ['the current format and an accented password', 'contraseña-añeja', []],
    ['the legacy format and an accented password', 'contraseña-añeja', ['-legacy']],
    ['no MAC', 'clave-simple', ['-nomac']],
    ['an empty password', '', []],
  ])('reads a .p12 written in %s', (_format, password, extraArguments) => {
    const loaded = loadSigningKey(exportWithOpenssl(password, extraArguments), password);

    expect(loaded.subjectName).toBe(key.subjectName);
    expect(loaded.certificate.raw.equals(key.certificate.raw)).toBe(true);
  });

  it('refuses a wrong accented password on the current format', () => {
    const p12 = exportWithOpenssl('contraseña-añeja');

    expect(() => loadSigningKey(p12, 'contraseña-nueva')).toThrow(
      'La contraseña del certificado es incorrecta.',
    );
  });

  it('writes .p12 files that OpenSSL opens with their password', async () => {
    const p12 = await createSelfSignedP12({
      commonName: LONG_COMMON_NAME,
      password: TEST_PASSWORD,
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
    });
    const file = join(directory, 'ours.p12');
    writeFileSync(file, p12);

    const pem = execFileSync(
      'openssl',
      ['pkcs12', '-in', file, '-passin', `pass:${TEST_PASSWORD}`, '-nodes'],
      {
        encoding: 'utf8',
      },
    );

    expect(pem).toContain('-----BEGIN PRIVATE KEY-----');
    expect(pem).toContain('-----BEGIN CERTIFICATE-----');
    expect(pem).toMatch(
      /subject=C ?= ?PA, O ?= ?FIRMA ELECTRONICA, OU ?= ?FACTURA ELECTRONICA, CN ?= ?\[F\] FACTURAR DEMO/,
    );
  });
});
