import type { X509Certificate } from 'node:crypto';

/**
 * Writes a certificate subject as the DGI sample's X509SubjectName: RFC 4514 order (most specific
 * first) with ", " between attributes, e.g. `CN=…, OU=…, O=…, C=PA`. OpenSSL, through node:crypto, does
 * the RFC 2253 escaping and reads long CNs (over the 64-character bound) without complaint.
 */
export function formatSubjectName(certificate: X509Certificate): string {
  return certificate.subject.split('\n').reverse().join(', ');
}
