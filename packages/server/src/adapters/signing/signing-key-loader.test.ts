import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { LONG_COMMON_NAME, SIGNED_SAMPLE, TEST_PASSWORD } from '../../../test/support/dgi-sample.ts';
import { CertificateError, createSelfSignedP12, loadSigningKey, type CertificateErrorCode } from './index.ts';

const notBefore = new Date('2025-01-15T12:00:00Z');
const notAfter = new Date('2027-01-15T12:00:00Z');
const duringValidity = new Date('2026-03-01T00:00:00Z');

function p12For(commonName: string, password = TEST_PASSWORD): Promise<Buffer> {
  return createSelfSignedP12({ commonName, password, notBefore, notAfter });
}

function refusal(run: () => unknown): { code: CertificateErrorCode; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof CertificateError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the .p12 was accepted');
}

// Rewraps a .p12's parts with forge, to build the broken files users upload.
function rewrap(p12: Buffer, parts: { withKeyOf?: Buffer; withoutKey?: boolean }): Buffer {
  const read = (file: Buffer) => {
    const pfx = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(file.toString('binary')),
      false,
      TEST_PASSWORD,
    );
    const keyBags = pfx.getBags({ bagType: forge.pki.oids['pkcs8ShroudedKeyBag'] as string });
    const certBags = pfx.getBags({ bagType: forge.pki.oids['certBag'] as string });
    return {
      key: Object.values(keyBags).flat()[0]?.key ?? null,
      cert: Object.values(certBags).flat()[0]?.cert as forge.pki.Certificate,
    };
  };
  const own = read(p12);
  const key = parts.withoutKey ? null : parts.withKeyOf ? read(parts.withKeyOf).key : own.key;
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [own.cert], TEST_PASSWORD, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

describe('reading a company certificate (.p12)', () => {
  it('reads the key, the certificate, its long subject and its validity from the file and its password', async () => {
    expect(LONG_COMMON_NAME.length).toBeGreaterThan(64);
    const key = loadSigningKey(await p12For(LONG_COMMON_NAME), TEST_PASSWORD, { now: duringValidity });

    expect(key.subjectName).toBe(`CN=${LONG_COMMON_NAME}, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA`);
    expect(key.notBefore).toEqual(notBefore);
    expect(key.notAfter).toEqual(notAfter);
    expect(key.privateKey.asymmetricKeyType).toBe('rsa');
    expect(key.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(key.certificate.checkPrivateKey(key.privateKey)).toBe(true);
    expect(key.keyInfoXml).toContain(
      `<X509Certificate>${key.certificate.raw.toString('base64')}</X509Certificate>`,
    );
  });

  it('writes the subject like the DGI sample writes its real certificate', () => {
    const text = SIGNED_SAMPLE.toString('utf8');
    const sampleSubject = /<X509SubjectName>(.*?)<\/X509SubjectName>/.exec(text)?.[1];
    const der = Buffer.from(/<X509Certificate>(.*?)<\/X509Certificate>/.exec(text)?.[1] ?? '', 'base64');
    const certificate = new X509Certificate(der);

    expect(certificate.subject.split('\n').reverse().join(', ')).toBe(sampleSubject);
  });

  it('escapes commas, quotes and angle brackets of a subject and keeps its accents', async () => {
    const commonName = 'EMPRESA, S.A. "LA ÑAPA" <PANAMÁ> + 1';
    const key = loadSigningKey(await p12For(commonName), TEST_PASSWORD, { now: duringValidity });

    expect(key.subjectName).toBe(
      'CN=EMPRESA\\, S.A. \\"LA ÑAPA\\" \\<PANAMÁ\\> \\+ 1, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA',
    );
    expect(key.keyInfoXml).toContain(
      '<X509SubjectName>CN=EMPRESA\\, S.A. \\"LA ÑAPA\\" \\&lt;PANAMÁ\\&gt; \\+ 1,',
    );
  });

  it('refuses a wrong password with a clear message', async () => {
    const p12 = await p12For(LONG_COMMON_NAME);

    expect(refusal(() => loadSigningKey(p12, 'otra-clave', { now: duringValidity }))).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'La contraseña del certificado es incorrecta.',
    });
  });

  it.each([
    ['a PEM text file', Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG logo', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    [
      'a bare X.509 certificate',
      Buffer.from(/<X509Certificate>(.*?)</.exec(SIGNED_SAMPLE.toString())?.[1] ?? '', 'base64'),
    ],
  ])('refuses %s as not being a .p12', (_name, file) => {
    expect(refusal(() => loadSigningKey(file, TEST_PASSWORD))).toEqual({
      code: 'NOT_PKCS12',
      message: 'El archivo no es un certificado PKCS#12 (.p12) válido.',
    });
  });

  it('refuses a .p12 that holds only the certificate, without its private key', async () => {
    const p12 = rewrap(await p12For(LONG_COMMON_NAME), { withoutKey: true });

    expect(refusal(() => loadSigningKey(p12, TEST_PASSWORD, { now: duringValidity }))).toEqual({
      code: 'NO_PRIVATE_KEY',
      message: 'El archivo .p12 no contiene la clave privada del certificado.',
    });
  });

  it('refuses a .p12 whose private key belongs to another certificate', async () => {
    const p12 = rewrap(await p12For('EMPRESA A'), { withKeyOf: await p12For('EMPRESA B') });

    expect(refusal(() => loadSigningKey(p12, TEST_PASSWORD, { now: duringValidity })).code).toBe(
      'KEY_CERTIFICATE_MISMATCH',
    );
  });

  it('refuses an expired certificate and one not valid yet', async () => {
    const p12 = await p12For(LONG_COMMON_NAME);

    expect(
      refusal(() => loadSigningKey(p12, TEST_PASSWORD, { now: new Date('2027-01-15T12:00:01Z') })),
    ).toEqual({
      code: 'CERTIFICATE_EXPIRED',
      message: 'El certificado está vencido.',
    });
    expect(
      refusal(() => loadSigningKey(p12, TEST_PASSWORD, { now: new Date('2025-01-15T11:59:59Z') })),
    ).toEqual({
      code: 'CERTIFICATE_NOT_YET_VALID',
      message: 'El certificado aún no está vigente.',
    });
  });
});
