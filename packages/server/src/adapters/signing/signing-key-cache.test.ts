import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/dgi-sample.ts';
import { CertificateError, createSelfSignedP12, createSigningKeyCache } from './index.ts';

const notBefore = new Date('2025-01-01T00:00:00Z');
const notAfter = new Date('2027-01-01T00:00:00Z');
const today = new Date('2026-02-01T00:00:00Z');

function p12For(commonName: string, password = TEST_PASSWORD): Promise<Buffer> {
  return createSelfSignedP12({ commonName, password, notBefore, notAfter });
}

/** A certificate as the cache sees it: its sealed text, and an opener that counts how often it ran. */
function sealedCertificate(p12: Buffer, password = TEST_PASSWORD, sealed = `sellado-${password}`) {
  const opener = {
    sealed,
    opened: 0,
    open: () => {
      opener.opened += 1;
      return { p12, password };
    },
  };
  return opener;
}

describe('keeping each company signing key', () => {
  it('opens and reads a company .p12 once and hands the same key to every later signature', async () => {
    const cache = createSigningKeyCache();
    const certificate = sealedCertificate(await p12For('EMPRESA UNO'));

    const first = cache.get('empresa-1', certificate.sealed, certificate.open, today);
    const second = cache.get('empresa-1', certificate.sealed, certificate.open, today);

    expect(second).toBe(first);
    expect(certificate.opened).toBe(1);
    expect(cache.size()).toBe(1);
  });

  it('reads the file again when the company uploads a new certificate', async () => {
    const cache = createSigningKeyCache();
    const previous = sealedCertificate(await p12For('CERTIFICADO ANTERIOR'), TEST_PASSWORD, 'sellado-1');
    const next = sealedCertificate(await p12For('CERTIFICADO NUEVO'), TEST_PASSWORD, 'sellado-2');
    const before = cache.get('empresa-1', previous.sealed, previous.open, today);

    const after = cache.get('empresa-1', next.sealed, next.open, today);

    expect(before.subjectName).toContain('CN=CERTIFICADO ANTERIOR');
    expect(after.subjectName).toContain('CN=CERTIFICADO NUEVO');
  });

  it('does not serve a cached key for a wrong password', async () => {
    const cache = createSigningKeyCache();
    const p12 = await p12For('EMPRESA UNO');
    const right = sealedCertificate(p12);
    const wrong = sealedCertificate(p12, 'otra-clave');
    cache.get('empresa-1', right.sealed, right.open, today);

    expect(() => cache.get('empresa-1', wrong.sealed, wrong.open, today)).toThrow(
      'La contraseña del certificado es incorrecta.',
    );
  });

  it('refuses a cached key once its certificate has expired', async () => {
    const cache = createSigningKeyCache();
    const certificate = sealedCertificate(await p12For('EMPRESA UNO'));
    cache.get('empresa-1', certificate.sealed, certificate.open, today);

    const expired = (() => {
      try {
        cache.get('empresa-1', certificate.sealed, certificate.open, new Date('2027-01-02T00:00:00Z'));
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
    const { sealed, open } = sealedCertificate(await p12For('EMPRESA'));
    const first = cache.get('empresa-1', sealed, open, today);
    cache.get('empresa-2', sealed, open, today);
    cache.get('empresa-1', sealed, open, today);

    cache.get('empresa-3', sealed, open, today);

    expect(cache.size()).toBe(2);
    expect(cache.get('empresa-1', sealed, open, today)).toBe(first);
    cache.forget('empresa-1');
    expect(cache.size()).toBe(1);
  });
});
