import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

export type SelfSignedP12Options = {
  /** Real DGI certificates have CNs over 64 characters, e.g. `[F] EMPRESA S A - 155646463-2-2017 - 86 - …`. */
  readonly commonName: string;
  readonly password: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** O; the Panamanian PKI writes `FIRMA ELECTRONICA`. */
  readonly organization?: string;
  /** OU; the Panamanian PKI writes `FACTURA ELECTRONICA`. */
  readonly organizationalUnit?: string;
  readonly country?: string;
  /** Key-derivation iterations of the MAC and the encryption; forge's default (2,048) when absent. */
  readonly iterations?: number;
};

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * A .p12 with an RSA 2048 key and a self-signed certificate shaped like the Panamanian PKI's
 * (C, O, OU, CN as UTF8String), for tests and for the demo company of the seed.
 */
export async function createSelfSignedP12(options: SelfSignedP12Options): Promise<Buffer> {
  // node:crypto generates the key in milliseconds where forge's JavaScript RSA takes seconds.
  const { privateKey: privatePem, publicKey: publicPem } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  certificate.serialNumber = positiveSerialNumber();
  certificate.validity.notBefore = options.notBefore;
  certificate.validity.notAfter = options.notAfter;
  const name = subjectAttributes(options);
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], options.password, {
    algorithm: '3des',
    friendlyName: options.commonName,
    generateLocalKeyId: true,
    ...(options.iterations ? { count: options.iterations } : {}),
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

function subjectAttributes(options: SelfSignedP12Options): forge.pki.CertificateField[] {
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  return [
    { shortName: 'C', value: options.country ?? 'PA' },
    { shortName: 'O', value: options.organization ?? 'FIRMA ELECTRONICA', valueTagClass: utf8 },
    { shortName: 'OU', value: options.organizationalUnit ?? 'FACTURA ELECTRONICA', valueTagClass: utf8 },
    { shortName: 'CN', value: options.commonName, valueTagClass: utf8 },
  ];
}

// X.509 serials are positive integers of at most 20 octets.
function positiveSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}
