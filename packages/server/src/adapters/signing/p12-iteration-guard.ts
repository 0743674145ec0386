import forge from 'node-forge';
import { CertificateError } from './signing-errors.ts';

/**
 * The most key-derivation iterations a .p12 may ask for (ADR 0065). Real files use 2,048 (OpenSSL's
 * legacy default, Windows) to 600,000 (recent exporters following OWASP); forge derives about a million
 * iterations per 0.85 s, and the DER allows 2^31 − 1, so the count is read and bounded before any key is
 * derived from the password.
 */
export const MAX_P12_ITERATIONS = 1_000_000;

// PKCS#12 PBE (RFC 7292 App. C) and PBES1 (RFC 8018 §6.1) parameters: SEQUENCE { salt, iterations }.
const PBE_PREFIXES = ['1.2.840.113549.1.12.1.', '1.2.840.113549.1.5.'];
// PBKDF2 (RFC 8018 §A.2) has the same two first fields; PBES2 wraps it and is walked into.
const PBES2 = '1.2.840.113549.1.5.13';
// An OCTET STRING of the PFX holds DER (authSafe, SafeContents): walked into, this many levels deep.
const MAX_NESTING = 4;

/**
 * Refuses a parsed .p12 (its PFX ASN.1) that asks for more than MAX_P12_ITERATIONS anywhere it can be
 * read before decryption: the MAC's count and every password-based algorithm's, including those of the
 * key bags stored in the clear.
 * @throws CertificateError EXCESSIVE_ITERATIONS.
 */
export function assertP12Iterations(pfx: forge.asn1.Asn1): void {
  const parts = Array.isArray(pfx.value) ? pfx.value : [];
  const macData = parts[2];
  if (macData && Array.isArray(macData.value)) {
    // MacData ::= SEQUENCE { mac DigestInfo, macSalt OCTET STRING, iterations INTEGER DEFAULT 1 }
    const iterations = macData.value[2];
    if (iterations) assertCount(iterations);
  }
  walk(pfx, 0);
}

/**
 * The same bound for an algorithm's parameters met only after a decryption (a key bag inside the
 * encrypted part): forge hands each of them to pki.pbe.getCipher before deriving the key.
 */
export function assertPbeParameters(oid: string, parameters: forge.asn1.Asn1): void {
  if (oid === PBES2) walk(parameters, MAX_NESTING);
  else if (isPbe(oid)) assertFirstCount(parameters);
}

function walk(node: forge.asn1.Asn1, nesting: number): void {
  if (Array.isArray(node.value)) {
    const [first, second] = node.value;
    if (first && second && first.type === forge.asn1.Type.OID && typeof first.value === 'string') {
      const oid = forge.asn1.derToOid(forge.util.createBuffer(first.value));
      if (isPbe(oid) && oid !== PBES2) assertFirstCount(second);
    }
    for (const child of node.value) walk(child, nesting);
    return;
  }
  if (node.type === forge.asn1.Type.OCTETSTRING && nesting < MAX_NESTING && node.value.length > 1) {
    let inner: forge.asn1.Asn1;
    try {
      inner = forge.asn1.fromDer(forge.util.createBuffer(node.value), true);
    } catch {
      return;
    }
    walk(inner, nesting + 1);
  }
}

function isPbe(oid: string): boolean {
  return PBE_PREFIXES.some((prefix) => oid.startsWith(prefix));
}

function assertFirstCount(parameters: forge.asn1.Asn1): void {
  if (!Array.isArray(parameters.value)) return;
  const count = parameters.value[1];
  if (count && count.type === forge.asn1.Type.INTEGER) assertCount(count);
}

function assertCount(node: forge.asn1.Asn1): void {
  const bytes = typeof node.value === 'string' ? node.value : '';
  // Four bytes hold up to 2^31 − 1 in DER; more than that is beyond any bound.
  const count =
    bytes.length > 4 ? Infinity : bytes.length === 0 ? 0 : parseInt(forge.util.bytesToHex(bytes), 16);
  if (count > MAX_P12_ITERATIONS) throw new CertificateError('EXCESSIVE_ITERATIONS');
}
