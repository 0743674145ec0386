export { CertificateError, SigningError } from './signing-errors.ts';
export type { CertificateErrorCode, SigningErrorCode } from './signing-errors.ts';
export { loadSigningKey, assertCertificateCurrent } from './signing-key-loader.ts';
export type { SigningKey, LoadSigningKeyOptions } from './signing-key-loader.ts';
export { readSigningKeyOffThread } from './signing-key-reader.ts';
export type { ReadSigningKeyOptions } from './signing-key-reader.ts';
export { MAX_P12_ITERATIONS } from './p12-iteration-guard.ts';
export { createSigningKeyCache } from './signing-key-cache.ts';
export type { SigningKeyCache, SigningKeyCacheOptions } from './signing-key-cache.ts';
export { createSelfSignedP12 } from './self-signed-p12-factory.ts';
export type { SelfSignedP12Options } from './self-signed-p12-factory.ts';
export { signDocument, signDocumentAsync } from './enveloped-signer.ts';
export type { SignedDocument } from './enveloped-signer.ts';
export { verifySignature } from './signature-verifier.ts';
export type { SignatureProblem, SignatureProblemCode, SignatureVerification } from './signature-verifier.ts';
export { buildQrUrl, appendNoFirm, QR_BASE_PRODUCTION, QR_BASE_TEST } from './qr-url-builder.ts';
export type { QrUrlInput } from './qr-url-builder.ts';
export {
  buildCancellationEvent,
  signCancellationEvent,
  signCancellationEventAsync,
} from './cancellation-event-builder.ts';
export type { CancellationEventInput } from './cancellation-event-builder.ts';
export { isSigningCertificate, subjectRucs } from './certificate-profile.ts';
