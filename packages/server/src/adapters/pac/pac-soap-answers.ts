import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import { PacError } from './pac-errors.ts';
import { SOAP12_NAMESPACE } from './pac-soap-requests.ts';
import type {
  CheckTaxpayerResult,
  ConsultDocumentResult,
  DownloadReceivedResult,
  PacAuthorisation,
  PacResultCode,
  PacStatusCodes,
  SendCancellationResult,
  SendDocumentResult,
} from './pac-types.ts';

const AUTHORISED = '0260';
const CONSULTED = '0422';
const DOWNLOADED = '0761';
const EVENT_REGISTERED = '0600';
const ALREADY_CANCELLED = '0622';
const DUPLICATE = '1002';
const TAXPAYER_FOUND = '0680';
const TAXPAYER_NOT_REGISTERED = '0640';

/** A SOAP Fault in place of an answer. */
export type SoapFaultAnswer = { readonly code: string; readonly reason: string };

/** The element inside the SOAP Body, or the Fault it carries. @throws PacError (PAC_MALFORMED_ANSWER) */
export function readSoapBody(text: string): { readonly root: Element } | { readonly fault: SoapFaultAnswer } {
  const document = parseAnswer(text);
  const envelope = document.documentElement;
  const body = envelope ? childElements(envelope).find((element) => element.localName === 'Body') : undefined;
  if (!envelope || envelope.localName !== 'Envelope' || envelope.namespaceURI !== SOAP12_NAMESPACE || !body) {
    throw malformed('the answer is not a SOAP 1.2 envelope');
  }
  const root = childElements(body)[0];
  if (!root) throw malformed('the SOAP Body is empty');
  if (root.localName === 'Fault' && root.namespaceURI === SOAP12_NAMESPACE) {
    const code = textOf(first(root, 'Value')) ?? '';
    return { fault: { code: code.slice(code.indexOf(':') + 1), reason: textOf(first(root, 'Text')) ?? '' } };
  }
  return { root };
}

/**
 * rRetEnviFe → the outcome. The protocol is found wherever it sits (inside xProtFe or directly under the
 * root, as real answers vary), and `dProtAut` is read when `dProAut` is absent.
 */
export function readReceptionAnswer(root: Element, statusCodes: PacStatusCodes): SendDocumentResult {
  expectRoot(root, 'rRetEnviFe');
  const info = first(root, 'gInfProt');
  if (!info) throw malformed('rRetEnviFe has no gInfProt');
  const codes = readResults(info);
  const cufe = textOf(first(info, 'dCUFE'));
  if (codes.some((result) => result.code === AUTHORISED)) {
    const protocolElement = first(root, 'rProtFe') ?? info;
    return {
      kind: 'authorised',
      ...readAuthorisation(info, cufe),
      protocolXml: new XMLSerializer().serializeToString(protocolElement),
    };
  }
  const [firstCode] = codes as [PacResultCode, ...PacResultCode[]];
  if (statusCodes.inProcess.includes(firstCode.code)) return { kind: 'in_process', cufe, code: firstCode };
  if (statusCodes.returned.includes(firstCode.code)) return { kind: 'returned', cufe, code: firstCode };
  return {
    kind: 'rejected',
    cufe,
    codes,
    isDuplicate: codes.some((result) => result.code === DUPLICATE),
    processedAt: readDate(textOf(first(info, 'dFecProc'))),
  };
}

/** rRetEnviConsFe → found (0422) / in process / not found; any other code is a refused request. */
export function readConsultationAnswer(
  root: Element,
  cufe: string,
  statusCodes: PacStatusCodes,
): ConsultDocumentResult {
  expectRoot(root, 'rRetEnviConsFe');
  const direct = textOf(childElements(root).find((element) => element.localName === 'dCodRes'));
  const code: PacResultCode =
    direct !== undefined
      ? {
          code: direct,
          message: textOf(childElements(root).find((element) => element.localName === 'dMsgRes')) ?? '',
        }
      : (readResults(root)[0] as PacResultCode);
  if (code.code === CONSULTED) {
    const content = first(root, 'xContenFE');
    const info = content ? first(content, 'gInfProt') : undefined;
    const documentElement = content ? childElements(first(content, 'xFe') ?? content)[0] : undefined;
    const hasProtocol = info !== undefined && protocolNumberOf(info) !== undefined;
    return {
      kind: 'found',
      cufe,
      authorisation: hasProtocol ? readAuthorisation(info, cufe) : null,
      documentXml: documentElement ? new XMLSerializer().serializeToString(documentElement) : null,
    };
  }
  if (statusCodes.inProcess.includes(code.code)) return { kind: 'in_process', code };
  if (statusCodes.notFound.includes(code.code)) return { kind: 'not_found', code };
  throw new PacError('PAC_REFUSED_REQUEST', `feConsFE answered ${code.code} ${code.message}`, {
    message: `El PAC respondió a la consulta con ${code.code}: ${code.message}`,
  });
}

/**
 * rRetConsDescFe → the first document found, or not found. The rFE is taken as text when it comes in
 * CDATA (byte for byte as signed) and serialised when it comes embedded as an element.
 */
export function readDownloadAnswer(root: Element, statusCodes: PacStatusCodes): DownloadReceivedResult {
  expectRoot(root, 'rRetConsDescFe');
  // In document order the root's own gResProc comes before those of the protocols inside xContenFE.
  const [code] = readResults(root) as [PacResultCode];
  if (code.code === DOWNLOADED) {
    const content = first(root, 'rContFe');
    const xFe = content ? first(content, 'xFe') : undefined;
    if (!content || !xFe) throw malformed('rRetConsDescFe found a document but carries none');
    const embedded = childElements(xFe)[0];
    const documentXml = embedded ? new XMLSerializer().serializeToString(embedded) : (xFe.textContent ?? '');
    const info = first(content, 'gInfProt');
    const hasProtocol = info !== undefined && protocolNumberOf(info) !== undefined;
    return {
      kind: 'found',
      documentXml,
      authorisation: hasProtocol ? readAuthorisation(info, undefined) : null,
    };
  }
  if (statusCodes.noDocuments.includes(code.code)) return { kind: 'not_found', code };
  throw new PacError('PAC_REFUSED_REQUEST', `feDescFE answered ${code.code} ${code.message}`, {
    message: `El PAC respondió a la descarga con ${code.code}: ${code.message}`,
  });
}

/** rRetEnviEventoFe → registered (0600) / already cancelled (0622) / rejected. */
export function readEventAnswer(root: Element): SendCancellationResult {
  expectRoot(root, 'rRetEnviEventoFe');
  const codes = readResults(root);
  const registered = codes.find((result) => result.code === EVENT_REGISTERED);
  if (registered) {
    const processedAt = readDate(textOf(first(root, 'dFecProc')));
    if (!processedAt) throw malformed('rRetEnviEventoFe has no valid dFecProc');
    return { kind: 'registered', processedAt, code: registered };
  }
  const cancelled = codes.find((result) => result.code === ALREADY_CANCELLED);
  if (cancelled) return { kind: 'already_cancelled', code: cancelled };
  return { kind: 'rejected', codes };
}

/** The feConsRucDV answer (gResRucDV) → found (0680) / not registered (0640). */
export function readTaxpayerAnswer(root: Element): CheckTaxpayerResult {
  const group = first(root, 'gResRucDV');
  if (!group) throw malformed('the feConsRucDV answer has no gResRucDV');
  const [code] = readResults(group) as [PacResultCode];
  if (code.code === TAXPAYER_NOT_REGISTERED) return { kind: 'not_registered', code };
  if (code.code !== TAXPAYER_FOUND) {
    throw new PacError('PAC_REFUSED_REQUEST', `feConsRucDV answered ${code.code} ${code.message}`, {
      message: `El PAC respondió a la consulta de RUC con ${code.code}: ${code.message}`,
    });
  }
  const taxpayerType = textOf(first(group, 'dTipoRuc'));
  const ruc = textOf(first(group, 'dRuc'));
  const dv = textOf(first(group, 'dDV'));
  if (!ruc || !dv || (taxpayerType !== '1' && taxpayerType !== '2'))
    throw malformed('gResRucDV lacks dRuc, dDV or dTipoRuc');
  return {
    kind: 'found',
    ruc,
    taxpayerType: taxpayerType === '1' ? 1 : 2,
    dv,
    name: textOf(first(group, 'dNomb')) ?? '',
    isAuthorisedToIssue: textOf(first(group, 'iAfilFE')) === '1',
    receiverType: textOf(first(group, 'dTipoRec')),
    code,
  };
}

function readAuthorisation(info: Element, fallbackCufe: string | undefined): PacAuthorisation {
  const cufe = textOf(first(info, 'dCUFE')) ?? fallbackCufe;
  const protocol = protocolNumberOf(info);
  const processedAt = readDate(textOf(first(info, 'dFecProc')));
  const digestValue = textOf(first(info, 'dDigVal'));
  if (!cufe || !protocol || !processedAt || !digestValue) {
    throw malformed('an authorisation protocol lacks dCUFE, dProAut, dFecProc or dDigVal');
  }
  const warnings = readResults(info).filter((result) => result.code !== AUTHORISED);
  return { cufe, protocol, processedAt, digestValue, warnings };
}

function protocolNumberOf(info: Element): string | undefined {
  return textOf(first(info, 'dProAut')) ?? textOf(first(info, 'dProtAut'));
}

function readResults(parent: Element): PacResultCode[] {
  const results = descendants(parent, 'gResProc').map((group) => ({
    code: textOf(first(group, 'dCodRes')) ?? '',
    message: textOf(first(group, 'dMsgRes')) ?? '',
  }));
  if (results.length === 0 || results.some((result) => result.code === ''))
    throw malformed('an answer has no result code');
  return results;
}

export function parseAnswer(text: string): Document {
  // Answers never need a DTD; refusing it means no entity of any kind is expanded.
  if (/<!DOCTYPE/i.test(text)) throw malformed('the answer has a DOCTYPE');
  try {
    return new DOMParser({
      locator: false,
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw malformed(`the answer is not XML (${error instanceof Error ? error.message : String(error)})`);
  }
}

function expectRoot(root: Element, name: string): void {
  if (root.localName !== name) throw malformed(`expected ${name}, got ${root.localName ?? root.nodeName}`);
}

function first(parent: Element, localName: string): Element | undefined {
  return descendants(parent, localName)[0];
}

function descendants(parent: Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

export function childElements(parent: Element): Element[] {
  const found: Element[] = [];
  for (let node: Node | null = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) found.push(node as Element);
  }
  return found;
}

export function textOf(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const text = (element.textContent ?? '').trim();
  return text === '' ? undefined : text;
}

function readDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function malformed(detail: string): PacError {
  return new PacError('PAC_MALFORMED_ANSWER', detail);
}
