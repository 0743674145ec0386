import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A certificate and its private key, PEM. */
export type PemPair = { readonly cert: string; readonly key: string };

export type TlsTestCertificates = {
  /** The CA that signs the server's and the client's certificates (give `ca.cert` to both sides). */
  readonly ca: PemPair;
  /** For the sandbox: subjectAltName 127.0.0.1, ::1 and localhost. */
  readonly server: PemPair;
  /** The transmission certificate a client presents, also as a .p12 with its password. */
  readonly client: PemPair & { readonly p12: Buffer; readonly p12Password: string };
  /** A client certificate of another CA: mutual TLS refuses it like no certificate at all. */
  readonly stranger: PemPair;
};

/**
 * Certificates for tests of HTTPS and mutual TLS against the sandbox (`tls` option): a CA, a server
 * certificate for the loopback addresses, a client certificate it signed and one signed by a stranger.
 * Valid from yesterday for a year.
 */
export function createTlsTestCertificates(
  options: { readonly clientCommonName?: string; readonly p12Password?: string } = {},
): TlsTestCertificates {
  const ca = issue({ commonName: 'Facturar Sandbox Test CA', isCa: true });
  const server = issue({ commonName: '127.0.0.1', issuer: ca, usage: 'server' });
  const clientCommonName = options.clientCommonName ?? 'Certificado de Transmisión de prueba';
  const client = issue({ commonName: clientCommonName, issuer: ca, usage: 'client' });
  const strangerCa = issue({ commonName: 'Otra CA de prueba', isCa: true });
  const stranger = issue({ commonName: clientCommonName, issuer: strangerCa, usage: 'client' });
  const p12Password = options.p12Password ?? 'transmision-prueba';
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(client.key),
    [forge.pki.certificateFromPem(client.cert), forge.pki.certificateFromPem(ca.cert)],
    p12Password,
    { algorithm: '3des', friendlyName: clientCommonName },
  );
  return {
    ca: pem(ca),
    server: pem(server),
    client: { ...pem(client), p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), p12Password },
    stranger: pem(stranger),
  };
}

type Issued = PemPair & { readonly subject: forge.pki.CertificateField[] };

function issue(spec: {
  readonly commonName: string;
  readonly isCa?: boolean;
  readonly issuer?: Issued;
  readonly usage?: 'server' | 'client';
}): Issued {
  // node:crypto generates RSA keys in milliseconds where forge's JavaScript takes seconds.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const from = new Date(Date.now() - 24 * 3600 * 1000);
  certificate.validity.notBefore = from;
  certificate.validity.notAfter = new Date(from.getTime() + 366 * 24 * 3600 * 1000);
  const subject: forge.pki.CertificateField[] = [
    { shortName: 'C', value: 'PA' },
    { shortName: 'O', value: 'Facturar pruebas' },
    { shortName: 'CN', value: spec.commonName },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(spec.issuer?.subject ?? subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: spec.isCa === true }];
  if (spec.isCa) {
    extensions.push({ name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true });
  } else {
    extensions.push({ name: 'keyUsage', digitalSignature: true, keyEncipherment: true });
    extensions.push(
      spec.usage === 'server'
        ? { name: 'extKeyUsage', serverAuth: true }
        : { name: 'extKeyUsage', clientAuth: true },
    );
  }
  if (spec.usage === 'server') {
    extensions.push({
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
        { type: 2, value: 'localhost' },
      ],
    });
  }
  certificate.setExtensions(extensions);
  const signingKey = forge.pki.privateKeyFromPem(spec.issuer?.key ?? privateKey);
  certificate.sign(signingKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(certificate), key: privateKey, subject };
}

function pem({ cert, key }: Issued): PemPair {
  return { cert, key };
}
