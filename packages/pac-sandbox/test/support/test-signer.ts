import { SignedXml } from 'xml-crypto';
import type { TestCertificate } from './test-certificate.ts';

const PROFILE = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  transforms: [
    'http://www.w3.org/2001/10/xml-exc-c14n#',
    'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  ],
};

/**
 * Signs an rFE or an event the way FACTS.md §4 describes (enveloped, no prefix, as the root's last child),
 * with xml-crypto: a signer that shares no code with the sandbox's verifier.
 */
export function signXml(unsignedXml: string, certificate: TestCertificate): string {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    signatureAlgorithm: PROFILE.signature,
    canonicalizationAlgorithm: PROFILE.canonicalization,
    getKeyInfoContent: () =>
      `<X509Data><X509SubjectName>${certificate.subjectName}</X509SubjectName>` +
      `<X509Certificate>${certificate.certificateBase64}</X509Certificate></X509Data>`,
  });
  signer.addReference({
    xpath: '/*',
    transforms: PROFILE.transforms,
    digestAlgorithm: PROFILE.digest,
    uri: '',
    isEmptyUri: true,
  });
  signer.computeSignature(unsignedXml, { location: { reference: '/*', action: 'append' } });
  return signer.getSignedXml();
}

/** Adds gNoFirm (the QR, outside the signature) as the last child of rFE. */
export function appendQr(signedRfe: string, cufe: string, digestValue: string): string {
  const qr =
    `https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=${cufe}&amp;iAmb=2` +
    `&amp;digestValue=${digestValue}&amp;jwt=eyJhbGciOiJIUzI1NiJ9.e30.c2FuZGJveC10ZXN0`;
  return signedRfe.replace(/<\/rFE>\s*$/, `<gNoFirm><dQRCode>${qr}</dQRCode></gNoFirm></rFE>`);
}
