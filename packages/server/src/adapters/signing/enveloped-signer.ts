import { createHash, sign } from 'node:crypto';
import { isWrittenRfeText, type RfeText } from '@facturar/domain';
import { assertCanonicalElement } from './canonical-text-guard.ts';
import type { SigningKey } from './signing-key-loader.ts';
import {
  C14N_ALGORITHM,
  ENVELOPED_SIGNATURE_ALGORITHM,
  EXCLUSIVE_C14N_ALGORITHM,
  RSA_SHA256_ALGORITHM,
  SHA256_ALGORITHM,
  XMLDSIG_NAMESPACE,
} from './xmldsig-profile.ts';

export type SignedDocument = {
  /** The input with its Signature appended as the last child of the root. */
  readonly xml: string;
  /** Base64 SHA-256 of the signed content, as in DigestValue; the QR carries it. */
  readonly digestValue: string;
};

// SignedInfo's children, written in canonical form (explicit end tags) around the digest.
const SIGNED_INFO_HEAD =
  `<CanonicalizationMethod Algorithm="${C14N_ALGORITHM}"></CanonicalizationMethod>` +
  `<SignatureMethod Algorithm="${RSA_SHA256_ALGORITHM}"></SignatureMethod>` +
  '<Reference URI=""><Transforms>' +
  `<Transform Algorithm="${EXCLUSIVE_C14N_ALGORITHM}"></Transform>` +
  `<Transform Algorithm="${ENVELOPED_SIGNATURE_ALGORITHM}"></Transform>` +
  `</Transforms><DigestMethod Algorithm="${SHA256_ALGORITHM}"></DigestMethod><DigestValue>`;
const SIGNED_INFO_TAIL = '</DigestValue></Reference>';

// Inclusive C14N of SignedInfo renders the default namespace it inherits from Signature (and only that
// one: Signature's declaration hides the rFE namespace), so these are the bytes RSA signs; the document
// itself writes SignedInfo without the declaration, inside <Signature xmlns=…>.
const CANONICAL_SIGNED_INFO_OPEN = `<SignedInfo xmlns="${XMLDSIG_NAMESPACE}">`;
const SIGNATURE_OPEN = `<Signature xmlns="${XMLDSIG_NAMESPACE}"><SignedInfo>`;

type PreparedSignature = {
  readonly text: string;
  readonly rootName: string;
  readonly digestValue: string;
  readonly signedInfoBody: string;
  readonly canonicalSignedInfo: Buffer;
};

/**
 * Signs an unsigned rFE given as canonical text (elements in XSD order, no insignificant whitespace,
 * no XML declaration, ending with `</rFE>`), without parsing it: the text is its own exclusive C14N,
 * so its SHA-256 is the DigestValue. What writeRfeXml returned is canonical by construction and skips
 * the canonical-text guard (ADR 0162); any other text is checked first.
 * @throws SigningError when the text is not a canonical, unsigned rFE.
 */
export function signDocument(unsignedRfe: string | RfeText, key: SigningKey): SignedDocument {
  const prepared = prepareSignature(unsignedRfe, 'rFE');
  return assembleSignedDocument(prepared, sign('sha256', prepared.canonicalSignedInfo, key.privateKey), key);
}

/**
 * signDocument with the RSA operation on libuv's thread pool, so one process signs on every core.
 * @throws SigningError when the text is not a canonical, unsigned rFE.
 */
export function signDocumentAsync(unsignedRfe: string | RfeText, key: SigningKey): Promise<SignedDocument> {
  return signPreparedAsync(prepareSignature(unsignedRfe, 'rFE'), key);
}

/** The one signing routine, for the rFE and for the events (rEvAnulaFe). */
export function signCanonicalElement(text: string, rootName: string, key: SigningKey): SignedDocument {
  const prepared = prepareSignature(text, rootName);
  return assembleSignedDocument(prepared, sign('sha256', prepared.canonicalSignedInfo, key.privateKey), key);
}

export function signCanonicalElementAsync(
  text: string,
  rootName: string,
  key: SigningKey,
): Promise<SignedDocument> {
  return signPreparedAsync(prepareSignature(text, rootName), key);
}

function signPreparedAsync(prepared: PreparedSignature, key: SigningKey): Promise<SignedDocument> {
  return new Promise((resolve, reject) => {
    sign('sha256', prepared.canonicalSignedInfo, key.privateKey, (error, signatureValue) => {
      if (error) reject(error);
      else resolve(assembleSignedDocument(prepared, signatureValue, key));
    });
  });
}

function prepareSignature(unsigned: string | RfeText, rootName: string): PreparedSignature {
  const text = typeof unsigned === 'string' ? unsigned : unsigned.xml;
  if (typeof unsigned === 'string' || !isWrittenRfeText(unsigned)) assertCanonicalElement(text, rootName);
  const digestValue = createHash('sha256').update(text, 'utf8').digest('base64');
  const signedInfoBody = SIGNED_INFO_HEAD + digestValue + SIGNED_INFO_TAIL;
  const canonicalSignedInfo = Buffer.from(
    `${CANONICAL_SIGNED_INFO_OPEN}${signedInfoBody}</SignedInfo>`,
    'utf8',
  );
  return { text, rootName, digestValue, signedInfoBody, canonicalSignedInfo };
}

function assembleSignedDocument(
  prepared: PreparedSignature,
  signatureValue: Buffer,
  key: SigningKey,
): SignedDocument {
  const closeTag = `</${prepared.rootName}>`;
  const { text } = prepared;
  const xml =
    text.slice(0, text.length - closeTag.length) +
    SIGNATURE_OPEN +
    prepared.signedInfoBody +
    `</SignedInfo><SignatureValue>${signatureValue.toString('base64')}</SignatureValue>` +
    key.keyInfoXml +
    '</Signature>' +
    closeTag;
  return { xml, digestValue: prepared.digestValue };
}
