import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { assertP12Iterations, assertPbeParameters } from './p12-iteration-guard.ts';
import { CertificateError } from './signing-errors.ts';
import { formatSubjectName } from './subject-name-format.ts';
import { escapeXmlText } from './xml-text-escape.ts';

/** The key material of one company's certificate, parsed once and reused for every signature. */
export type SigningKey = {
  readonly privateKey: KeyObject;
  readonly certificate: X509Certificate;
  /** The subject as X509SubjectName carries it, e.g. `CN=…, OU=…, O=…, C=PA`. */
  readonly subjectName: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** The KeyInfo element, written once per key rather than once per signature. */
  readonly keyInfoXml: string;
};

export type LoadSigningKeyOptions = {
  /** The instant the certificate must be valid at; now by default. */
  readonly now?: Date;
};

/**
 * Reads a PKCS#12 file with its password into a signing key. Parsing costs tens of milliseconds, so
 * callers keep the result (see createSigningKeyCache) and sign thousands of documents with it.
 * @throws CertificateError when the file is not a .p12, the password is wrong, the key or the
 *   certificate is missing or unusable, or the certificate is not valid at `now`.
 */
export function loadSigningKey(
  p12: Uint8Array,
  password: string,
  options: LoadSigningKeyOptions = {},
): SigningKey {
  const pfx = readPfx(p12, password);
  const privateKeys = readPrivateKeys(pfx);
  const certificates = readCertificates(pfx);
  for (const privateKey of privateKeys) {
    const certificate = certificates.find((candidate) => candidate.checkPrivateKey(privateKey));
    if (certificate) {
      const key = toSigningKey(privateKey, certificate);
      assertCertificateCurrent(key, options.now ?? new Date());
      return key;
    }
  }
  throw new CertificateError('KEY_CERTIFICATE_MISMATCH');
}

/** @throws CertificateError when the key's certificate is not valid at `now`. */
export function assertCertificateCurrent(key: SigningKey, now: Date): void {
  if (now < key.notBefore) throw new CertificateError('CERTIFICATE_NOT_YET_VALID');
  if (now > key.notAfter) throw new CertificateError('CERTIFICATE_EXPIRED');
}

type GetCipher = (oid: string, parameters: forge.asn1.Asn1, password: string) => unknown;
const pbe = (forge.pki as unknown as { pbe: { getCipher: GetCipher } }).pbe;
const deriveCipher = pbe.getCipher;
// forge derives every decryption key of a .p12 through this one function (the encrypted part and each
// shrouded key bag, also those only readable after the first decryption): its count is bounded first.
pbe.getCipher = (oid, parameters, password) => {
  assertPbeParameters(oid, parameters);
  return deriveCipher(oid, parameters, password);
};

function readPfx(p12: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  } catch (cause) {
    throw new CertificateError('NOT_PKCS12', { cause });
  }
  assertP12Iterations(asn1);
  try {
    // Not strict: keys exported by some tools carry BER lengths inside the encrypted bags.
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (cause) {
    if (cause instanceof CertificateError) throw cause;
    if (isDecryptionFailure(cause) && !isAscii(password)) {
      const pfx = readPbes2WithUtf8Password(asn1, password);
      if (pfx) return pfx;
    }
    throw new CertificateError(isPasswordFailure(cause) ? 'WRONG_PASSWORD' : 'NOT_PKCS12', { cause });
  }
}

/**
 * OpenSSL 3 and recent Windows encrypt with PBES2, which takes the password as UTF-8 bytes where forge
 * passes each character's low byte, so an accented password fails to decrypt although the MAC (keyed
 * from the password as BMPString, which forge does right) has just accepted it. Retried with the
 * UTF-8 bytes and without the MAC, which the first attempt already checked.
 */
function readPbes2WithUtf8Password(
  asn1: forge.asn1.Asn1,
  password: string,
): forge.pkcs12.Pkcs12Pfx | undefined {
  const parts = Array.isArray(asn1.value) ? asn1.value : [];
  try {
    return forge.pkcs12.pkcs12FromAsn1(
      { ...asn1, value: parts.slice(0, 2) },
      false,
      forge.util.encodeUtf8(password),
    );
  } catch {
    return undefined;
  }
}

// forge reports a wrong password as a failed MAC or, for files without a MAC, a failed decryption.
function isPasswordFailure(error: unknown): boolean {
  return error instanceof Error && /password|MAC could not be verified|decrypt/i.test(error.message);
}

function isDecryptionFailure(error: unknown): boolean {
  return error instanceof Error && /decrypt/i.test(error.message);
}

// Every character beyond ASCII takes more than one UTF-8 byte.
function isAscii(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') === text.length;
}

// PKCS#12 bag types (RFC 7292 §4.2).
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

function readPrivateKeys(pfx: forge.pkcs12.Pkcs12Pfx): KeyObject[] {
  const bags = [
    ...(pfx.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG] ?? []),
    ...(pfx.getBags({ bagType: KEY_BAG })[KEY_BAG] ?? []),
  ];
  if (bags.length === 0) throw new CertificateError('NO_PRIVATE_KEY');
  // forge leaves `key` empty for anything but RSA, the only key type rsa-sha256 can use.
  const rsaKeys = bags.flatMap((bag) => (bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : []));
  if (rsaKeys.length === 0) throw new CertificateError('UNSUPPORTED_KEY');
  return rsaKeys.map((key) => createPrivateKey(forge.pki.privateKeyToPem(key)));
}

function readCertificates(pfx: forge.pkcs12.Pkcs12Pfx): X509Certificate[] {
  const certificates = (pfx.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag) =>
    bag.cert ? [new X509Certificate(toDer(bag.cert))] : [],
  );
  if (certificates.length === 0) throw new CertificateError('NO_CERTIFICATE');
  return certificates;
}

// forge keeps the parsed TBSCertificate, so this gives back the certificate's own DER bytes.
function toDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

/** The signing key of a private key and its certificate, already read and matched. */
export function toSigningKey(privateKey: KeyObject, certificate: X509Certificate): SigningKey {
  const subjectName = formatSubjectName(certificate);
  const keyInfoXml =
    '<KeyInfo><X509Data>' +
    `<X509SubjectName>${escapeXmlText(subjectName)}</X509SubjectName>` +
    `<X509Certificate>${certificate.raw.toString('base64')}</X509Certificate>` +
    '</X509Data></KeyInfo>';
  return {
    privateKey,
    certificate,
    subjectName,
    notBefore: certificate.validFromDate,
    notAfter: certificate.validToDate,
    keyInfoXml,
  };
}
