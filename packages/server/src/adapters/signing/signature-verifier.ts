import { X509Certificate, createHash, verify } from 'node:crypto';
import {
  ParseOption,
  XmlC14NMode,
  XmlDocument,
  XmlElement,
  XmlError,
  XmlParseError,
  type NamespaceMap,
  type XmlNode,
} from 'libxml2-wasm';
import { formatSubjectName } from './subject-name-format.ts';
import {
  C14N_ALGORITHM,
  DGI_NAMESPACE,
  NO_FIRM_ELEMENT,
  REFERENCE_TRANSFORMS,
  RSA_SHA256_ALGORITHM,
  SHA256_ALGORITHM,
  XMLDSIG_NAMESPACE,
} from './xmldsig-profile.ts';

export type SignatureProblemCode =
  | 'MALFORMED_XML'
  | 'DTD_NOT_ALLOWED'
  | 'SIGNATURE_MISSING'
  | 'SIGNATURE_REPEATED'
  | 'SIGNATURE_MISPLACED'
  | 'PROFILE_MISMATCH'
  | 'NOT_CANONICALIZABLE'
  | 'CERTIFICATE_MISSING'
  | 'CERTIFICATE_INVALID'
  | 'DIGEST_MISMATCH'
  | 'SIGNATURE_VALUE_INVALID';

/** One reason a signature does not verify; `message` is the Spanish text for the user. */
export type SignatureProblem = { readonly code: SignatureProblemCode; readonly message: string };

export type SignatureVerification =
  | { readonly ok: true; readonly digestValue: string; readonly subject: string }
  | { readonly ok: false; readonly problems: readonly SignatureProblem[] };

const NS: NamespaceMap = { ds: XMLDSIG_NAMESPACE };
// No network and no external entities, whatever input providers the process has registered.
const PARSE_OPTIONS = { option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE };

/**
 * Verifies an enveloped XMLDSig of the DGI profile (FACTS.md §4) on an rFE or an event, independently
 * of how it was produced: libxml2 parses the document and canonicalizes it (exclusive C14N without
 * Signature and gNoFirm for the digest, inclusive C14N of SignedInfo for the RSA check), and the key
 * is the certificate in KeyInfo. It does not judge the certificate's chain or dates. Give a file's
 * bytes rather than its decoded text, so an encoding its XML declaration names is honoured.
 */
export function verifySignature(signedXml: string | Uint8Array): SignatureVerification {
  // Each canonicalization cuts the tree down to what it covers, which lets libxml2 run natively
  // instead of asking JavaScript about every node: one parse for SignedInfo, one for the content.
  const read = withDocument(signedXml, readSignature);
  if ('ok' in read) return read;
  const signedContent = withDocument(signedXml, canonicalizeSignedContent);
  if (typeof signedContent !== 'string') return signedContent;

  const problems: SignatureProblem[] = [];
  const digest = createHash('sha256').update(signedContent, 'utf8').digest();
  if (!digest.equals(read.digest)) {
    problems.push(
      problem('DIGEST_MISMATCH', 'El contenido firmado fue modificado: el DigestValue no coincide.'),
    );
  }
  const signedInfo = Buffer.from(read.canonicalSignedInfo, 'utf8');
  if (!verify('sha256', signedInfo, read.certificate.publicKey, read.signatureValue)) {
    problems.push(
      problem(
        'SIGNATURE_VALUE_INVALID',
        'El SignatureValue no corresponde al SignedInfo con el certificado de la firma.',
      ),
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, digestValue: read.digestValue, subject: formatSubjectName(read.certificate) };
}

function withDocument<T>(
  signedXml: string | Uint8Array,
  use: (doc: XmlDocument) => T | SignatureVerification,
): T | SignatureVerification {
  let doc: XmlDocument;
  try {
    doc =
      typeof signedXml === 'string'
        ? XmlDocument.fromString(signedXml, PARSE_OPTIONS)
        : XmlDocument.fromBuffer(signedXml, PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof XmlParseError) return failure('MALFORMED_XML', describeParseError(error));
    throw error;
  }
  try {
    return use(doc);
  } catch (error) {
    // libxml2 refuses, for one, to canonicalize a relative namespace URI (C14N §2.4).
    if (!(error instanceof XmlError)) throw error;
    return failure(
      'NOT_CANONICALIZABLE',
      'El XML no se puede canonicalizar (C14N): revise sus espacios de nombres.',
    );
  } finally {
    doc.dispose();
  }
}

type SignatureRead = Omit<SignatureParts, 'signedInfo'> & { readonly canonicalSignedInfo: string };

function readSignature(doc: XmlDocument): SignatureRead | SignatureVerification {
  if (doc.dtd) return failure('DTD_NOT_ALLOWED', 'El XML no puede contener una declaración DOCTYPE.');
  const root = doc.root;
  const signatures = doc.find('//ds:Signature', NS);
  const signature = signatures[0];
  if (!(signature instanceof XmlElement)) {
    return failure('SIGNATURE_MISSING', 'El documento no tiene firma electrónica.');
  }
  if (signatures.length > 1) {
    return failure('SIGNATURE_REPEATED', 'El documento tiene más de una firma electrónica.');
  }
  if (!signature.parent?.isSameNode(root)) {
    return failure('SIGNATURE_MISPLACED', 'La firma electrónica debe ser hija directa del elemento raíz.');
  }
  const parts = readSignatureParts(signature);
  if ('problems' in parts) return { ok: false, problems: parts.problems };

  // SignedInfo's inclusive C14N depends on its ancestors' namespaces and xml: attributes only.
  for (const sibling of root.find('node()')) {
    if (!sibling.isSameNode(signature)) sibling.remove();
  }
  const { signedInfo, ...rest } = parts;
  return {
    ...rest,
    canonicalSignedInfo: signedInfo.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_1_0 }),
  };
}

/**
 * The Reference's node-set in exclusive C14N: the whole document minus the Signature (enveloped-signature
 * transform) and minus gNoFirm, which the DGI adds after signing (FACTS.md §4).
 */
function canonicalizeSignedContent(doc: XmlDocument): string {
  const root = doc.root;
  for (const signature of root.find('ds:Signature', NS)) signature.remove();
  for (const noFirm of root.find(`d:${NO_FIRM_ELEMENT}`, { d: DGI_NAMESPACE })) noFirm.remove();
  return doc.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_EXCLUSIVE_1_0 });
}

type SignatureParts = {
  readonly signedInfo: XmlElement;
  readonly digestValue: string;
  readonly digest: Buffer;
  readonly signatureValue: Buffer;
  readonly certificate: X509Certificate;
};

function readSignatureParts(
  signature: XmlElement,
): SignatureParts | { readonly problems: SignatureProblem[] } {
  const problems: SignatureProblem[] = [];
  const signedInfo = signature.get('ds:SignedInfo', NS);
  if (!(signedInfo instanceof XmlElement)) {
    return { problems: [problem('PROFILE_MISMATCH', 'La firma no tiene SignedInfo.')] };
  }
  expectAlgorithm(signedInfo, 'ds:CanonicalizationMethod', C14N_ALGORITHM, problems);
  expectAlgorithm(signedInfo, 'ds:SignatureMethod', RSA_SHA256_ALGORITHM, problems);
  const references = signedInfo.find('ds:Reference', NS);
  const reference = references[0];
  if (references.length !== 1 || !(reference instanceof XmlElement) || reference.attr('URI')?.value !== '') {
    problems.push(problem('PROFILE_MISMATCH', 'La firma debe tener una sola Reference, con URI="".'));
    return { problems };
  }
  const transforms = reference.find('ds:Transforms/ds:Transform', NS).map(algorithmOf);
  if (transforms.join(' ') !== REFERENCE_TRANSFORMS.join(' ')) {
    problems.push(
      problem(
        'PROFILE_MISMATCH',
        `Las transformaciones de la Reference deben ser, en orden: ${REFERENCE_TRANSFORMS.join(', ')}.`,
      ),
    );
  }
  expectAlgorithm(reference, 'ds:DigestMethod', SHA256_ALGORITHM, problems);
  const digestValue = textOf(reference.get('ds:DigestValue', NS));
  const signatureValue = textOf(signature.get('ds:SignatureValue', NS));
  if (!digestValue || !signatureValue) {
    problems.push(problem('PROFILE_MISMATCH', 'La firma no tiene DigestValue o SignatureValue.'));
  }
  const certificate = readCertificate(signature, problems);
  if (problems.length > 0 || !certificate) return { problems };
  return {
    signedInfo,
    digestValue,
    digest: Buffer.from(digestValue, 'base64'),
    signatureValue: Buffer.from(signatureValue, 'base64'),
    certificate,
  };
}

function readCertificate(signature: XmlElement, problems: SignatureProblem[]): X509Certificate | undefined {
  const base64 = textOf(signature.get('ds:KeyInfo/ds:X509Data/ds:X509Certificate', NS));
  if (!base64) {
    problems.push(problem('CERTIFICATE_MISSING', 'La firma no incluye el certificado (X509Certificate).'));
    return undefined;
  }
  try {
    const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
    if (certificate.publicKey.asymmetricKeyType === 'rsa') return certificate;
  } catch {
    // An unreadable certificate is reported below, like a non-RSA one.
  }
  problems.push(
    problem('CERTIFICATE_INVALID', 'El certificado de la firma no es un certificado X.509 con clave RSA.'),
  );
  return undefined;
}

function expectAlgorithm(
  parent: XmlElement,
  xpath: string,
  expected: string,
  problems: SignatureProblem[],
): void {
  const found = parent.get(xpath, NS);
  const algorithm = found ? algorithmOf(found) : '';
  if (algorithm !== expected) {
    const name = xpath.replace('ds:', '');
    problems.push(
      problem('PROFILE_MISMATCH', `${name} debe ser ${expected}${algorithm ? `, no ${algorithm}` : ''}.`),
    );
  }
}

function algorithmOf(node: XmlNode): string {
  return node instanceof XmlElement ? (node.attr('Algorithm')?.value ?? '') : '';
}

// Base64 in XMLDSig may be wrapped over lines.
function textOf(node: XmlNode | null): string {
  return node ? node.content.replace(/\s+/g, '') : '';
}

function describeParseError(error: XmlParseError): string {
  const detail = error.details[0];
  return detail
    ? `El XML no está bien formado (línea ${detail.line}): ${detail.message.trim()}`
    : 'El XML no está bien formado.';
}

function problem(code: SignatureProblemCode, message: string): SignatureProblem {
  return { code, message };
}

function failure(code: SignatureProblemCode, message: string): SignatureVerification {
  return { ok: false, problems: [problem(code, message)] };
}
