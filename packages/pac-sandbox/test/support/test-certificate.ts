import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** A self-signed RSA certificate and its key, made with node:crypto (tests only). */
export type TestCertificate = {
  readonly privateKeyPem: string;
  readonly privateKey: KeyObject;
  /** Base64 DER, as X509Certificate carries it. */
  readonly certificateBase64: string;
  /** As X509SubjectName writes it. */
  readonly subjectName: string;
};

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const NAME_ATTRIBUTES: readonly (readonly [oid: string, label: string, value: string, tag: number])[] = [
  ['2.5.4.6', 'C', 'PA', 0x13],
  ['2.5.4.10', 'O', 'FIRMA ELECTRONICA', 0x0c],
  ['2.5.4.11', 'OU', 'FACTURA ELECTRONICA', 0x0c],
  ['2.5.4.3', 'CN', '', 0x0c],
];

/**
 * An RSA 2048 key and an X.509 v3 certificate signed by itself, shaped like the Panamanian PKI's
 * (C, O, OU, CN). The DER is written here because node:crypto reads certificates but does not make them.
 */
export function createTestCertificate(
  commonName: string,
  validity = { from: new Date(Date.UTC(2024, 0, 1)), years: 30 },
): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const attributes = NAME_ATTRIBUTES.map(
    ([oid, label, value, tag]) => [oid, label, value || commonName, tag] as const,
  );
  const name = sequence(
    ...attributes.map(([oid, , value, tag]) =>
      set(sequence(objectId(oid), tlv(tag, Buffer.from(value, 'utf8')))),
    ),
  );
  const notAfter = new Date(validity.from);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + validity.years);
  const algorithm = sequence(objectId(SHA256_WITH_RSA), tlv(0x05, Buffer.alloc(0)));
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(Buffer.from([1, ...Array.from({ length: 7 }, (_, index) => index + 2)])),
    algorithm,
    name,
    sequence(time(validity.from), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    privateKeyPem,
    privateKey: createPrivateKey(privateKeyPem),
    certificateBase64: certificate.toString('base64'),
    subjectName: [...attributes]
      .reverse()
      .map(([, label, value]) => `${label}=${value}`)
      .join(', '),
  };
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function sequence(...items: Buffer[]): Buffer {
  return tlv(0x30, Buffer.concat(items));
}

function set(...items: Buffer[]): Buffer {
  return tlv(0x31, Buffer.concat(items));
}

function integer(value: Buffer): Buffer {
  return tlv(0x02, (value[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
}

function objectId(oid: string): Buffer {
  const [first = 0, second = 0, ...rest] = oid.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function time(moment: Date): Buffer {
  const iso = moment.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return moment.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}
