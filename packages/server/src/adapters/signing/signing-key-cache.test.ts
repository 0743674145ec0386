import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/dgi-sample.ts';
import { CertificateError, createSelfSignedP12, createSigningKeyCache } from './index.ts';

const notBefore = new Date('2025-01-01T00:00:00Z');
const notAfter = new Date('2027-01-01T00:00:00Z');
const today = new Date('2026-02-01T00:00:00Z');

function p12For(commonName: string, password = TEST_PASSWORD): Promise<Buffer> {
  return createSelfSignedP12({ commonName, password, notBefore, notAfter });
}

describe('keeping each company signing key', () => {
  it('reads a company .p12 once and hands the same key to every later signature', async () => {
    const cache = createSigningKeyCache();
    const p12 = await p12For('EMPRESA UNO');

    const first = cache.get('empresa-1', p12, TEST_PASSWORD, today);
    const second = cache.get('empresa-1', Buffer.from(p12), TEST_PASSWORD, today);

    expect(second).toBe(first);
    expect(cache.size()).toBe(1);
  });

  it('reads the file again when the company uploads a new certificate', async () => {
    const cache = createSigningKeyCache();
    const before = cache.get('empresa-1', await p12For('CERTIFICADO ANTERIOR'), TEST_PASSWORD, today);

    const after = cache.get('empresa-1', await p12For('CERTIFICADO NUEVO'), TEST_PASSWORD, today);

    expect(before.subjectName).toContain('CN=CERTIFICADO ANTERIOR');
    expect(after.subjectName).toContain('CN=CERTIFICADO NUEVO');
  });

  it('does not serve a cached key for a wrong password', async () => {
    const cache = createSigningKeyCache();
    const p12 = await p12For('EMPRESA UNO');
    cache.get('empresa-1', p12, TEST_PASSWORD, today);

    expect(() => cache.get('empresa-1', p12, 'otra-clave', today)).toThrow(
      'La contraseña del certificado es incorrecta.',
    );
  });

  it('refuses a cached key once its certificate has expired', async () => {
    const cache = createSigningKeyCache();
    const p12 = await p12For('EMPRESA UNO');
    cache.get('empresa-1', p12, TEST_PASSWORD, today);

    const expired = (() => {
      try {
        cache.get('empresa-1', p12, TEST_PASSWORD, new Date('2027-01-02T00:00:00Z'));
      } catch (error) {
        return error;
      }
      return undefined;
    })();

    expect(expired).toBeInstanceOf(CertificateError);
    expect((expired as CertificateError).code).toBe('CERTIFICATE_EXPIRED');
  });

  it('keeps at most its size in companies, dropping the one unused the longest', async () => {
    const cache = createSigningKeyCache({ maxEntries: 2 });
    const p12 = await p12For('EMPRESA');
    const first = cache.get('empresa-1', p12, TEST_PASSWORD, today);
    cache.get('empresa-2', p12, TEST_PASSWORD, today);
    cache.get('empresa-1', p12, TEST_PASSWORD, today);

    cache.get('empresa-3', p12, TEST_PASSWORD, today);

    expect(cache.size()).toBe(2);
    expect(cache.get('empresa-1', p12, TEST_PASSWORD, today)).toBe(first);
    cache.forget('empresa-1');
    expect(cache.size()).toBe(1);
  });
});
