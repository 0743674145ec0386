import { X509Certificate, createHash, verify } from 'node:crypto';
import { canonicalizeDocumentExclusive, canonicalizeSubtreeInclusive } from '../xml/canonical-xml.ts';
import { childElement, childElements, childText, descendantElements } from '../xml/xml-reading.ts';
import type { XmlTreeDocument, XmlTreeElement } from '../xml/xml-tree-nodes.ts';

/** The signature profile of FACTS.md §4, which the DGI's own sample follows. */
const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const INCLUSIVE_C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const REFERENCE_TRANSFORMS = [
  'http://www.w3.org/2001/10/xml-exc-c14n#',
  'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
];
/** Added after signing, so outside what the signature covers. */
const UNSIGNED_ELEMENT = 'gNoFirm';

export type SignatureVerdict =
  | { readonly isValid: true; readonly digestValue: string }
  | { readonly isValid: false; readonly reason: string };

/**
 * Verifies the enveloped XMLDSig of an rFE or an event with the sandbox's own canonicalisation (not the
 * issuer's): the profile of FACTS.md §4, the SHA-256 digest of the root's exclusive C14N without
 * Signature and gNoFirm, and the RSA-SHA256 SignatureValue over SignedInfo's inclusive C14N with the
 * certificate in KeyInfo. Certificate dates and chain are not judged: the DGI's own sample was signed
 * with a certificate that has since expired.
 */
export function checkSignature(document: XmlTreeDocument): SignatureVerdict {
  const { root } = document;
  const signatures = childElements(root, 'Signature').filter(
    (element) => element.namespaceUri === XMLDSIG_NAMESPACE,
  );
  const signature = signatures[0];
  if (
    signatures.length !== 1 ||
    !signature ||
    descendantElements(root, 'Signature', XMLDSIG_NAMESPACE).length !== 1
  ) {
    return invalid('the document needs exactly one Signature, child of its root');
  }
  const profileProblem = findProfileProblem(signature);
  if (profileProblem) return invalid(profileProblem);
  const certificate = readCertificate(signature);
  if (!certificate) return invalid('KeyInfo holds no RSA X.509 certificate');
  const digestValue = childText(signature, 'SignedInfo', 'Reference', 'DigestValue') ?? '';
  const signatureValue = childText(signature, 'SignatureValue') ?? '';

  const signedContent = canonicalizeDocumentExclusive(
    document,
    (element) => element === signature || (element.parent === root && element.localName === UNSIGNED_ELEMENT),
  );
  const digest = createHash('sha256').update(signedContent, 'utf8').digest();
  if (!digest.equals(Buffer.from(digestValue, 'base64')))
    return invalid('the digest does not match the signed content');
  const signedInfo = canonicalizeSubtreeInclusive(childElement(signature, 'SignedInfo') ?? signature);
  const signatureBytes = Buffer.from(signatureValue.replace(/\s+/g, ''), 'base64');
  if (!verify('sha256', Buffer.from(signedInfo, 'utf8'), certificate.publicKey, signatureBytes)) {
    return invalid('the SignatureValue does not match SignedInfo with the certificate of KeyInfo');
  }
  return { isValid: true, digestValue };
}

function findProfileProblem(signature: XmlTreeElement): string | undefined {
  const signedInfo = childElement(signature, 'SignedInfo');
  if (!signedInfo) return 'no SignedInfo';
  if (algorithmOf(childElement(signedInfo, 'CanonicalizationMethod')) !== INCLUSIVE_C14N) {
    return 'CanonicalizationMethod must be inclusive C14N';
  }
  if (algorithmOf(childElement(signedInfo, 'SignatureMethod')) !== RSA_SHA256)
    return 'SignatureMethod must be RSA-SHA256';
  const references = childElements(signedInfo, 'Reference');
  const reference = references[0];
  if (references.length !== 1 || !reference || attributeOf(reference, 'URI') !== '') {
    return 'one Reference with URI="" is required';
  }
  const transforms = childElements(childElement(reference, 'Transforms') ?? reference, 'Transform').map(
    algorithmOf,
  );
  if (transforms.join(' ') !== REFERENCE_TRANSFORMS.join(' ')) {
    return 'the Reference transforms must be exclusive C14N then enveloped-signature';
  }
  if (algorithmOf(childElement(reference, 'DigestMethod')) !== SHA256) return 'DigestMethod must be SHA-256';
  return undefined;
}

// Issuers sign thousands of documents with one certificate: each is read once (a bounded cache).
const certificates = new Map<string, X509Certificate | undefined>();
const CERTIFICATE_CACHE_SIZE = 256;

function readCertificate(signature: XmlTreeElement): X509Certificate | undefined {
  const base64 = childText(signature, 'KeyInfo', 'X509Data', 'X509Certificate')?.replace(/\s+/g, '');
  if (!base64) return undefined;
  if (certificates.has(base64)) return certificates.get(base64);
  const certificate = parseRsaCertificate(base64);
  if (certificates.size >= CERTIFICATE_CACHE_SIZE)
    certificates.delete(certificates.keys().next().value ?? '');
  certificates.set(base64, certificate);
  return certificate;
}

function parseRsaCertificate(base64: string): X509Certificate | undefined {
  try {
    const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
    return certificate.publicKey.asymmetricKeyType === 'rsa' ? certificate : undefined;
  } catch {
    return undefined;
  }
}

function algorithmOf(element: XmlTreeElement | undefined): string {
  return element ? (attributeOf(element, 'Algorithm') ?? '') : '';
}

function attributeOf(element: XmlTreeElement, name: string): string | undefined {
  return element.attributes.find((attribute) => attribute.qualifiedName === name)?.value;
}

function invalid(reason: string): SignatureVerdict {
  return { isValid: false, reason };
}
