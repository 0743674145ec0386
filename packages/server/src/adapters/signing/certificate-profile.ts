import type { X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/**
 * Whether a certificate may sign documents: when it names its key usages, digital signature or
 * non-repudiation must be among them (a certificate for encryption or TLS only cannot sign an rFE).
 */
export function isSigningCertificate(certificate: X509Certificate): boolean {
  const parsed = forge.pki.certificateFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(certificate.raw.toString('binary'))),
  );
  const usage = parsed.getExtension('keyUsage') as
    { digitalSignature?: boolean; nonRepudiation?: boolean } | null | undefined;
  if (!usage) return true;
  return usage.digitalSignature === true || usage.nonRepudiation === true;
}

// Panamanian RUCs: juridical `155596713-2-2015`, natural `8-123-456`, `PE-12-345`, `E-8-12345`, `N-19-123`,
// `1AV-12-34`, `1PI-12-34`: letters or digits, then two groups of digits, joined by hyphens.
const rucPattern = /(?<![\w-])((?:\d{1,12}|PE|E|N|\d{1,2}(?:AV|PI))-\d{1,5}-\d{1,7})(?![\w-])/gi;

/** The RUCs a certificate's subject names (the Panamanian PKI writes it into the CN), upper case. */
export function subjectRucs(subjectName: string): string[] {
  return [...subjectName.matchAll(rucPattern)].map((match) => (match[1] ?? '').toUpperCase());
}
