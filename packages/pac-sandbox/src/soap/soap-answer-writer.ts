import type { ResultCode } from '../dgi/dgi-result-codes.ts';
import {
  APPLICATION_VERSION,
  DGI_NAMESPACE,
  FORMAT_VERSION,
  SOAP12_NAMESPACE,
  WSDL_NAMESPACE,
} from './soap-namespaces.ts';
import type { SoapFaultCode } from './soap-fault.ts';

/** gInfProt of rProtFe: present fields only, in the order of ProtProcesFE_v1.00.xsd. */
export type ProtocolInfo = {
  readonly environment: string;
  readonly cufe: string | undefined;
  readonly processedAt: string;
  readonly protocolNumber: string | undefined;
  readonly digestValue: string | undefined;
  readonly results: readonly ResultCode[];
};

/** What every answer but feRecepFE's carries: the environment, when it was processed and the result. */
type ProcessedAnswer = {
  readonly environment: string;
  readonly processedAt: string;
  readonly result: ResultCode;
};

/** A document handed out (feConsFE, feDescFE) with its protocol. */
type HandedDocument = { readonly rfe: string; readonly protocol: ProtocolInfo };

export type TaxpayerAnswer = {
  readonly ruc: string;
  readonly taxpayerType: string;
  readonly name: string;
  readonly dv: string;
  readonly isAffiliated: boolean;
  readonly receiverType: string;
};

/** feRecepFE: rRetEnviFe with the protocol inside xProtFe (the path PAC clients verified). */
export function writeReceptionAnswer(protocol: ProtocolInfo): string {
  return envelope(
    `<rRetEnviFe xmlns="${WSDL_NAMESPACE}">${header(protocol.environment)}` +
      `<xProtFe>${writeProtocol(protocol)}</xProtFe></rRetEnviFe>`,
  );
}

/** feConsFE: the result code as direct children (as in the wiki), then the document and its protocol. */
export function writeConsultationAnswer(
  answer: ProcessedAnswer & { readonly document?: HandedDocument },
): string {
  const content = answer.document
    ? `<xContenFE>${writeContent(answer.document, withoutDeclaration(answer.document.rfe))}</xContenFE>`
    : '';
  return envelope(
    `<rRetEnviConsFe xmlns="${WSDL_NAMESPACE}">${header(answer.environment)}` +
      `<dFecProc>${answer.processedAt}</dFecProc><dCodRes>${answer.result.code}</dCodRes>` +
      `<dMsgRes>${escapeXml(answer.result.message)}</dMsgRes>${content}</rRetEnviConsFe>`,
  );
}

/**
 * feDescFE: rRetConsDescFe with gResProc under the root (as in the wiki), one page, and an rContFe per
 * document. The rFE goes in CDATA (the wiki's form), so the receiver gets the signed text byte for byte.
 */
export function writeDownloadAnswer(
  answer: ProcessedAnswer & { readonly documents: readonly HandedDocument[] },
): string {
  const contents = answer.documents
    .map((document) => writeContent(document, cdata(withoutDeclaration(document.rfe))))
    .join('');
  const count = answer.documents.length;
  return envelope(
    `<rRetConsDescFe xmlns="${WSDL_NAMESPACE}">${header(answer.environment)}` +
      `<dFecProc>${answer.processedAt}</dFecProc>${writeResults([answer.result])}` +
      `<dPag>1</dPag><dTotPag>${count > 0 ? 1 : 0}</dTotPag><dTotdoc>${count}</dTotdoc>` +
      (count > 0 ? `<xContenFE>${contents}</xContenFE>` : '') +
      `</rRetConsDescFe>`,
  );
}

/** feRecepEvento: rRetEnviEventoFe with one gResProc. */
export function writeEventAnswer(answer: ProcessedAnswer): string {
  return envelope(
    `<rRetEnviEventoFe xmlns="${WSDL_NAMESPACE}">${header(answer.environment)}` +
      `<dFecProc>${answer.processedAt}</dFecProc>${writeResults([answer.result])}</rRetEnviEventoFe>`,
  );
}

/** feConsRucDV (sandbox layout, README.md): gResRucDV with the fields the PAC proxies expose. */
export function writeTaxpayerAnswer(
  answer: ProcessedAnswer & { readonly taxpayer: TaxpayerAnswer | undefined },
): string {
  const { taxpayer } = answer;
  const fields = taxpayer
    ? `<dRuc>${escapeXml(taxpayer.ruc)}</dRuc><dTipoRuc>${taxpayer.taxpayerType}</dTipoRuc>` +
      `<dNomb>${escapeXml(taxpayer.name)}</dNomb><dDV>${taxpayer.dv}</dDV>` +
      `<iAfilFE>${taxpayer.isAffiliated ? 1 : 2}</iAfilFE><dTipoRec>${taxpayer.receiverType}</dTipoRec>`
    : '';
  return envelope(
    `<rRetEnviConsRucDV xmlns="${WSDL_NAMESPACE}">${header(answer.environment)}` +
      `<dFecProc>${answer.processedAt}</dFecProc><gResRucDV>${fields}${writeResults([answer.result])}</gResRucDV>` +
      `</rRetEnviConsRucDV>`,
  );
}

/** A SOAP 1.2 Fault (HTTP 400 for Sender and VersionMismatch, 500 for Receiver). */
export function writeFault(code: SoapFaultCode, reason: string): string {
  return envelope(
    `<s:Fault><s:Code><s:Value>s:${code}</s:Value></s:Code>` +
      `<s:Reason><s:Text xml:lang="es">${escapeXml(reason)}</s:Text></s:Reason></s:Fault>`,
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** rContFe: a handed-out document, its rFE already written for xFe, and its protocol. */
function writeContent(document: HandedDocument, xFe: string): string {
  return (
    `<rContFe><dVerForm>${FORMAT_VERSION}</dVerForm><xFe>${xFe}</xFe>` +
    `<xProtFe>${writeProtocol(document.protocol)}</xProtFe></rContFe>`
  );
}

function writeProtocol(protocol: ProtocolInfo): string {
  const protocolId = protocol.protocolNumber ? `<dId>ID${protocol.protocolNumber}</dId>` : '';
  return (
    `<rProtFe xmlns="${DGI_NAMESPACE}"><dVerForm>${FORMAT_VERSION}</dVerForm><gInfProt>${protocolId}` +
    `<iAmb>${protocol.environment}</iAmb><dVerApl>${APPLICATION_VERSION}</dVerApl>` +
    (protocol.cufe ? `<dCUFE>${escapeXml(protocol.cufe)}</dCUFE>` : '') +
    `<dFecProc>${protocol.processedAt}</dFecProc>` +
    (protocol.protocolNumber ? `<dProAut>${protocol.protocolNumber}</dProAut>` : '') +
    (protocol.digestValue ? `<dDigVal>${escapeXml(protocol.digestValue)}</dDigVal>` : '') +
    `${writeResults(protocol.results)}</gInfProt></rProtFe>`
  );
}

function writeResults(results: readonly ResultCode[]): string {
  return results
    .map(
      (result) =>
        `<gResProc><dCodRes>${result.code}</dCodRes><dMsgRes>${escapeXml(result.message)}</dMsgRes></gResProc>`,
    )
    .join('');
}

function header(environment: string): string {
  return `<dVerForm>${FORMAT_VERSION}</dVerForm><iAmb>${environment}</iAmb><dVerApl>${APPLICATION_VERSION}</dVerApl>`;
}

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP12_NAMESPACE}"><s:Body>${body}</s:Body></s:Envelope>`;
}

function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function withoutDeclaration(xml: string): string {
  return xml.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, '');
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
