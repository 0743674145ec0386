import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { canonicalizeDocumentExclusive, canonicalizeSubtreeInclusive } from '../xml/canonical-xml.ts';
import { childElement } from '../xml/xml-reading.ts';
import { readXmlTree } from '../xml/xml-tree.ts';
import { escapeXml } from './hka-xml.ts';

/** The certificate the PAC signs its companies' documents with ("HKA firma por ti"). */
export type PacCertificate = {
  readonly privateKey: KeyObject;
  readonly certificateBase64: string;
  readonly subjectName: string;
};

const SUBJECT = [
  { shortName: 'C', value: 'PA' },
  { shortName: 'O', value: 'FIRMA ELECTRONICA' },
  { shortName: 'OU', value: 'FACTURA ELECTRONICA' },
  { shortName: 'CN', value: '[F] PAC SANDBOX FACTURAR S A - SIMULADOR DE PAC - FIRMA POR CUENTA DEL EMISOR' },
];

/** A self-signed RSA 2048 certificate, made once per sandbox start (the sandbox has no real PKI). */
export function createPacCertificate(): PacCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  certificate.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  certificate.validity.notAfter = new Date(Date.now() + 2 * 365 * 24 * 3600 * 1000);
  certificate.setSubject(SUBJECT);
  certificate.setIssuer(SUBJECT);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(pem), forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return {
    privateKey,
    certificateBase64: Buffer.from(der, 'binary').toString('base64'),
    subjectName: [...SUBJECT]
      .reverse()
      .map(({ shortName, value }) => `${shortName}=${value}`)
      .join(', '),
  };
}

/**
 * Signs an unsigned rFE as FACTS.md §4 describes (enveloped, no prefix, last child of the root) with the
 * sandbox's own canonicalisation; answers the signed text and its DigestValue.
 */
export function signRfe(
  unsignedRfe: string,
  certificate: PacCertificate,
): { xml: string; digestValue: string } {
  const digestValue = createHash('sha256')
    .update(
      canonicalizeDocumentExclusive(readXmlTree(unsignedRfe), () => false),
      'utf8',
    )
    .digest('base64');
  const signedInfo =
    '<SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"></CanonicalizationMethod>' +
    '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"></SignatureMethod>' +
    '<Reference URI=""><Transforms><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"></Transform>' +
    '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"></Transform></Transforms>' +
    `<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></DigestMethod><DigestValue>${digestValue}</DigestValue>` +
    '</Reference></SignedInfo>';
  const signature = (value: string) =>
    `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">${signedInfo}<SignatureValue>${value}</SignatureValue>` +
    `<KeyInfo><X509Data><X509SubjectName>${escapeXml(certificate.subjectName)}</X509SubjectName>` +
    `<X509Certificate>${certificate.certificateBase64}</X509Certificate></X509Data></KeyInfo></Signature>`;
  const withSignature = (value: string) => unsignedRfe.replace(/<\/rFE>$/, `${signature(value)}</rFE>`);
  const draft = readXmlTree(withSignature('')).root;
  const signedInfoElement = childElement(draft, 'Signature', 'SignedInfo');
  if (!signedInfoElement) throw new Error('The signature the PAC wrote has no SignedInfo.');
  const value = sign(
    'sha256',
    Buffer.from(canonicalizeSubtreeInclusive(signedInfoElement), 'utf8'),
    certificate.privateKey,
  ).toString('base64');
  return { xml: withSignature(value), digestValue };
}

const QR_BASES = {
  '1': 'https://dgi-fep.mef.gob.pa/Consultas/FacturasPorQR',
  '2': 'https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR',
} as const;

/** FACTS.md §5: the DGI's QR URL, its JWT HS256 over chFE, iAmb and digestValue keyed with the QR secret. */
export function buildQrUrl(
  cufe: string,
  environment: '1' | '2',
  digestValue: string,
  secret: string,
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ chFE: cufe, iAmb: environment, digestValue })}`;
  const jwt = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  return `${QR_BASES[environment]}?chFE=${cufe}&iAmb=${environment}&digestValue=${digestValue}&jwt=${jwt}`;
}

/** Adds gNoFirm (outside what the signature covers) as the root's last child. */
export function appendQrCode(signedRfe: string, qrUrl: string): string {
  return signedRfe.replace(/<\/rFE>$/, `<gNoFirm><dQRCode>${escapeXml(qrUrl)}</dQRCode></gNoFirm></rFE>`);
}
