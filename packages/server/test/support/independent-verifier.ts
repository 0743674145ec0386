import { SignedXml } from 'xml-crypto';

/**
 * xml-crypto, a verifier written by others with its own parser and canonicalization, checks a signature
 * with the certificate in KeyInfo. It digests gNoFirm too, so give it documents without their QR.
 */
export function isAcceptedByXmlCrypto(xml: string): boolean {
  const signature = /<Signature [\s\S]*<\/Signature>/.exec(xml)?.[0];
  if (!signature) return false;
  const signedXml = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  signedXml.loadSignature(signature);
  return signedXml.checkSignature(xml);
}
