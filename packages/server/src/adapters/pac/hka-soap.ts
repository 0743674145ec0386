import type { Element } from '@xmldom/xmldom';
import { padDocumentNumber } from '@facturar/domain';
import { PacError } from './pac-errors.ts';
import { escapeXmlText } from './pac-soap-requests.ts';
import { childElements, parseAnswer, textOf } from './pac-soap-answers.ts';

/** SOAP 1.1 as HKA's and EBI's WCF service speaks it (shared/pac/README.md §2.1). */
export const SOAP11_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const HKA_CONTENT_TYPE = 'text/xml; charset=utf-8';
const TEMPURI = 'http://tempuri.org/';
const NS_DOCUMENT = 'http://schemas.datacontract.org/2004/07/Services.ObjComprobante.v1_0';
const NS_MODEL = 'http://schemas.datacontract.org/2004/07/Services.Model';
const NS_API_REST = 'http://schemas.datacontract.org/2004/07/Services.ApiRest';

export type HkaMethod =
  | 'Enviar'
  | 'EstadoDocumento'
  | 'AnulacionDocumento'
  | 'DescargaXML'
  | 'DescargaPDF'
  | 'FoliosRestantes'
  | 'ConsultarRucDV'
  | 'EnvioCorreo'
  | 'RastreoCorreo';

export function soapActionOf(method: HkaMethod): string {
  return `"http://tempuri.org/IService/${method}"`;
}

export type HkaTokens = { readonly tokenEmpresa: string; readonly tokenPassword: string };

/** The natural key of a document at HKA: (sucursal, punto, tipoDocumento, número) and its emission type. */
export type HkaDocumentKey = {
  readonly branchCode: string;
  readonly number: string;
  readonly pointCode: string;
  readonly docType: string;
  readonly emissionType: string;
};

/** What the documents table keeps of a document's key at HKA (its number unpadded). */
export type HkaKeyRow = {
  branch_code: string;
  point_code: string;
  number: string;
  doc_type: string;
  emission_type: string;
};

/** A document's key at HKA from its row: the number padded to the DGI's ten digits. */
export function hkaDocumentKeyOf(row: HkaKeyRow): HkaDocumentKey {
  return {
    branchCode: row.branch_code,
    number: padDocumentNumber(row.number),
    pointCode: row.point_code,
    docType: row.doc_type,
    emissionType: row.emission_type,
  };
}

const tem = (name: string, value: string) => `<tem:${name}>${escapeXmlText(value)}</tem:${name}>`;
const ser = (name: string, value: string) => `<ser:${name}>${escapeXmlText(value)}</ser:${name}>`;

function envelope(method: HkaMethod, serNamespace: string | undefined, inner: string): string {
  const serDeclaration = serNamespace ? ` xmlns:ser="${serNamespace}"` : '';
  return (
    `<soapenv:Envelope xmlns:soapenv="${SOAP11_NAMESPACE}" xmlns:tem="${TEMPURI}"${serDeclaration}>` +
    `<soapenv:Header/><soapenv:Body><tem:${method}>${inner}</tem:${method}></soapenv:Body></soapenv:Envelope>`
  );
}

function tokens(given: HkaTokens): string {
  return tem('tokenEmpresa', given.tokenEmpresa) + tem('tokenPassword', given.tokenPassword);
}

/** datosDocumento's children in the alphabetical order a WCF DataContract writes them. */
function documentKey(key: HkaDocumentKey): string {
  return (
    '<tem:datosDocumento>' +
    ser('codigoSucursalEmisor', key.branchCode) +
    ser('numeroDocumentoFiscal', key.number) +
    ser('puntoFacturacionFiscal', key.pointCode) +
    ser('tipoDocumento', key.docType) +
    ser('tipoEmision', key.emissionType) +
    '</tem:datosDocumento>'
  );
}

export function buildEnviar(given: HkaTokens, documentXml: string): string {
  return envelope('Enviar', NS_DOCUMENT, `${tokens(given)}<tem:documento>${documentXml}</tem:documento>`);
}

export function buildKeyedCall(
  method: 'EstadoDocumento' | 'DescargaXML' | 'DescargaPDF',
  given: HkaTokens,
  key: HkaDocumentKey,
): string {
  return envelope(method, NS_MODEL, tokens(given) + documentKey(key));
}

/** motivoAnulacion goes before datosDocumento. */
export function buildAnulacion(given: HkaTokens, key: HkaDocumentKey, reason: string): string {
  return envelope(
    'AnulacionDocumento',
    NS_MODEL,
    tokens(given) + tem('motivoAnulacion', reason) + documentKey(key),
  );
}

export function buildEnvioCorreo(given: HkaTokens, key: HkaDocumentKey, email: string): string {
  return envelope('EnvioCorreo', NS_MODEL, tokens(given) + documentKey(key) + tem('correo', email));
}

export function buildFoliosRestantes(given: HkaTokens): string {
  return envelope('FoliosRestantes', undefined, tokens(given));
}

export function buildRastreoCorreo(given: HkaTokens, cufe: string): string {
  return envelope('RastreoCorreo', undefined, tokens(given) + tem('cufe', cufe));
}

/** The tokens go inside consultarRucDVRequest as `ser:` elements. */
export function buildConsultarRucDv(given: HkaTokens, ruc: string, taxpayerType: 1 | 2): string {
  return envelope(
    'ConsultarRucDV',
    NS_API_REST,
    '<tem:consultarRucDVRequest>' +
      ser('tokenEmpresa', given.tokenEmpresa) +
      ser('tokenPassword', given.tokenPassword) +
      ser('tipoRuc', String(taxpayerType)) +
      ser('ruc', ruc) +
      '</tem:consultarRucDVRequest>',
  );
}

/**
 * A token pair never reaches a log or a kept copy: every `tokenEmpresa`/`tokenPassword` element's text
 * (whatever its prefix) is replaced.
 */
export function redactSoap(body: string): string {
  return body.replace(
    /(<([A-Za-z_][\w.-]*:)?(tokenEmpresa|tokenPassword)\b[^>]*>)[\s\S]*?(<\/\2?\3>)/g,
    '$1***$4',
  );
}

/** One answer's fields by local name; a `i:nil` element reads as undefined. */
export type HkaFields = {
  readonly codigo: string;
  readonly mensaje: string | undefined;
  readonly resultado: string | undefined;
  text(name: string): string | undefined;
  element(name: string): Element | undefined;
};

/** The `{M}Result` of an answer, or the SOAP 1.1 fault it carries. @throws PacError */
export function readHkaAnswer(method: HkaMethod, status: number, body: string): HkaFields {
  if (status >= 500 && !body.includes('Envelope'))
    throw new PacError('PAC_UNAVAILABLE', `${method} answered HTTP ${status}`, { status });
  const document = parseAnswer(body);
  const root = document.documentElement;
  const soapBody = root ? childElements(root).find((element) => element.localName === 'Body') : undefined;
  if (!root || root.localName !== 'Envelope' || root.namespaceURI !== SOAP11_NAMESPACE || !soapBody)
    throw new PacError('PAC_MALFORMED_ANSWER', `${method}: the answer is not a SOAP 1.1 envelope`, {
      status,
    });
  const [content] = childElements(soapBody);
  if (!content) throw new PacError('PAC_MALFORMED_ANSWER', `${method}: the SOAP Body is empty`, { status });
  if (content.localName === 'Fault') {
    const code = textOf(childElements(content).find((element) => element.localName === 'faultcode')) ?? '';
    const reason =
      textOf(childElements(content).find((element) => element.localName === 'faultstring')) ?? '';
    // A fault is the service refusing the request (WCF's InternalServiceFault for a malformed object):
    // it processed nothing. A 503-style server fault is unavailability.
    const kind =
      /Server|Receiver/.test(code) && !/InternalServiceFault/.test(code)
        ? 'PAC_UNAVAILABLE'
        : 'PAC_REFUSED_REQUEST';
    throw new PacError(kind, `${method} answered a SOAP fault ${code}: ${reason}`, { status });
  }
  if (status !== 200)
    throw new PacError('PAC_MALFORMED_ANSWER', `${method} answered HTTP ${status} with a body`, { status });
  const result = childElements(content).find((element) => element.localName === `${method}Result`);
  if (content.localName !== `${method}Response` || !result)
    throw new PacError('PAC_MALFORMED_ANSWER', `${method}: expected ${method}Response/${method}Result`);
  const fields = childElements(result);
  const element = (name: string) =>
    fields.find((field) => field.localName === name && field.getAttributeNS(XSI, 'nil') !== 'true');
  const text = (name: string) => textOf(element(name));
  const codigo = text('codigo');
  if (!codigo) throw new PacError('PAC_MALFORMED_ANSWER', `${method}: the answer has no codigo`);
  return { codigo, mensaje: text('mensaje'), resultado: text('resultado'), text, element };
}

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** The children of a nested answer element (infoRuc, listaRastreo…), by local name. */
export function fieldsOf(element: Element): (name: string) => string | undefined {
  const children = childElements(element);
  return (name) =>
    textOf(children.find((child) => child.localName === name && child.getAttributeNS(XSI, 'nil') !== 'true'));
}

export { childElements };
