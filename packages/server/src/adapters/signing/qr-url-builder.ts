import { createHmac } from 'node:crypto';
import { SigningError, invalidField } from './signing-errors.ts';
import { escapeXmlText } from './xml-text-escape.ts';
import { NO_FIRM_ELEMENT } from './xmldsig-profile.ts';

/** The DGI's QR consultation pages (FACTS.md §5), by environment (iAmb). */
export const QR_BASE_PRODUCTION = 'https://dgi-fep.mef.gob.pa/Consultas/FacturasPorQR';
export const QR_BASE_TEST = 'https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR';

export type QrUrlInput = {
  readonly cufe: string;
  /** 1 production, 2 test. */
  readonly iAmb: 1 | 2;
  /** The DigestValue of the signed document. */
  readonly digestValue: string;
  /** The company's QR security code, the HS256 key. */
  readonly qrSecret: string;
  /** Overrides the DGI page, e.g. for the PAC sandbox; the page of `iAmb` by default. */
  readonly base?: string;
};

// Base64url of {"alg":"HS256","typ":"JWT"}, the header the DGI sample carries.
const JWT_HEADER = Buffer.from('{"alg":"HS256","typ":"JWT"}', 'utf8').toString('base64url');
const CUFE_PATTERN = /^FE[0-9A-Z-]{64}$/;
const DIGEST_PATTERN = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The CAFE's QR text: `<base>?chFE=<CUFE>&iAmb=<1|2>&digestValue=<DigestValue>&jwt=<JWT>`, the JWT being
 * HS256 over {"chFE","iAmb","digestValue"} in that key order, iAmb as a string, as in the DGI sample.
 * The values go unencoded, as the DGI writes them.
 * @throws SigningError when an input is malformed.
 */
export function buildQrUrl(input: QrUrlInput): string {
  const { cufe, iAmb, digestValue, qrSecret } = input;
  if (!CUFE_PATTERN.test(cufe))
    throw invalidField('chFE', 'El CUFE debe tener 66 caracteres y empezar con FE.');
  if (iAmb !== 1 && iAmb !== 2)
    throw invalidField('iAmb', 'El ambiente debe ser 1 (producción) o 2 (pruebas).');
  if (!DIGEST_PATTERN.test(digestValue)) {
    throw invalidField('digestValue', 'El DigestValue debe ser un SHA-256 en base64.');
  }
  if (qrSecret.length === 0) throw invalidField('jwt', 'La empresa no tiene código de seguridad QR.');
  const payload = Buffer.from(JSON.stringify({ chFE: cufe, iAmb: String(iAmb), digestValue }), 'utf8');
  const signingInput = `${JWT_HEADER}.${payload.toString('base64url')}`;
  const jwt = `${signingInput}.${createHmac('sha256', qrSecret).update(signingInput).digest('base64url')}`;
  const base = input.base ?? (iAmb === 1 ? QR_BASE_PRODUCTION : QR_BASE_TEST);
  return `${base}?chFE=${cufe}&iAmb=${iAmb}&digestValue=${digestValue}&jwt=${jwt}`;
}

const SIGNED_RFE_END = '</Signature></rFE>';

/**
 * Adds `<gNoFirm><dQRCode>…</dQRCode></gNoFirm>` after the Signature of a signed rFE. gNoFirm lies
 * outside the signature, so the document still verifies.
 * @throws SigningError when the text is not a signed rFE or already has its QR.
 */
export function appendNoFirm(signedXml: string, qrUrl: string): string {
  const xml = signedXml.trimEnd();
  if (xml.includes(`<${NO_FIRM_ELEMENT}>`)) {
    throw new SigningError('QR_PRESENT', 'El documento ya tiene su código QR (gNoFirm).');
  }
  if (!xml.endsWith(SIGNED_RFE_END)) {
    throw new SigningError('NOT_SIGNED', 'El código QR solo se agrega a un rFE firmado.');
  }
  const noFirm = `<${NO_FIRM_ELEMENT}><dQRCode>${escapeXmlText(qrUrl)}</dQRCode></${NO_FIRM_ELEMENT}>`;
  return `${xml.slice(0, xml.length - '</rFE>'.length)}${noFirm}</rFE>`;
}
