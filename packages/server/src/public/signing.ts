// `@facturar/server/signing`: certificates, XMLDSig signing and its independent verification.
export {
  CertificateError,
  SigningError,
  appendNoFirm,
  buildQrUrl,
  createSelfSignedP12,
  loadSigningKey,
  signDocument,
  signDocumentAsync,
  verifySignature,
  type SignatureProblem,
  type SignatureVerification,
  type SignedDocument,
  type SigningKey,
} from '../adapters/signing/index.ts';
export { assertCanonicalElement } from '../adapters/signing/canonical-text-guard.ts';
