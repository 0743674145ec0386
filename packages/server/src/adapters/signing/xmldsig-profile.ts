/**
 * The one XMLDSig profile the DGI accepts (FACTS.md §4), as found in its real signed sample: enveloped,
 * unprefixed, inclusive C14N over SignedInfo, RSA-SHA256, one Reference URI="" with exclusive C14N then
 * enveloped-signature, SHA-256 digest, KeyInfo with the subject name and the certificate.
 */
export const DGI_NAMESPACE = 'http://dgi-fep.mef.gob.pa';
export const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';

export const C14N_ALGORITHM = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA256_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const EXCLUSIVE_C14N_ALGORITHM = 'http://www.w3.org/2001/10/xml-exc-c14n#';
export const ENVELOPED_SIGNATURE_ALGORITHM = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const SHA256_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';

export const REFERENCE_TRANSFORMS: readonly string[] = [
  EXCLUSIVE_C14N_ALGORITHM,
  ENVELOPED_SIGNATURE_ALGORITHM,
];

/** The element that receives the QR after signing; it lies outside what the signature covers. */
export const NO_FIRM_ELEMENT = 'gNoFirm';
