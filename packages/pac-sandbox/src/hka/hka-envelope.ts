import { SOAP11_NAMESPACE } from '../soap/soap-namespaces.ts';
import { childElements } from '../xml/xml-reading.ts';
import { readXmlTree, XmlReadError } from '../xml/xml-tree.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';
import { RESPONSE_FIELDS } from './hka-contract.ts';
import { HKA_METHODS, type HkaMethod } from './hka-methods.ts';
import { escapeXml } from './hka-xml.ts';

export const TEMPURI = 'http://tempuri.org/';
export const RESPONSE_NAMESPACE = 'http://schemas.datacontract.org/2004/07/Services.Response';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const WCF_DISPATCHER = 'http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher';

/** A field of a WCF answer (`a:` prefix): text, null (`i:nil`), or nested fields / list entries. */
export type AnswerField = readonly [name: string, value: string | null | readonly AnswerField[]];

/** What WCF answers with a SOAP 1.1 fault (HTTP 500). */
export class WcfFault extends Error {
  readonly faultCode: 'InternalServiceFault' | 'ActionNotSupported' | 'DeserializationFailed';

  constructor(faultCode: WcfFault['faultCode'], message: string) {
    super(message);
    this.name = 'WcfFault';
    this.faultCode = faultCode;
  }
}

/**
 * The operation element of a SOAP 1.1 request (Envelope/Body/<Method> in tempuri) and its method, checked
 * against SOAPAction when the client sends one (WCF dispatches on it).
 * @throws WcfFault
 */
export function readHkaRequest(
  body: string,
  soapAction: string | undefined,
): { readonly method: HkaMethod; readonly operation: XmlTreeElement } {
  let envelope: XmlTreeElement;
  try {
    envelope = readXmlTree(body).root;
  } catch (error) {
    if (error instanceof XmlReadError) throw new WcfFault('DeserializationFailed', error.message);
    throw error;
  }
  const soapBody =
    envelope.localName === 'Envelope' && envelope.namespaceUri === SOAP11_NAMESPACE
      ? childElements(envelope, 'Body').find((element) => element.namespaceUri === SOAP11_NAMESPACE)
      : undefined;
  const operation = soapBody ? childElements(soapBody)[0] : undefined;
  const action = soapAction?.replace(/^"|"$/g, '');
  const method = HKA_METHODS.find((name) => name === operation?.localName);
  if (!operation || !method || operation.namespaceUri !== TEMPURI) {
    throw new WcfFault(
      'ActionNotSupported',
      `The message with Action '${action ?? ''}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`,
    );
  }
  if (action && action !== '' && action !== `${TEMPURI}IService/${method}`) {
    throw new WcfFault(
      'ActionNotSupported',
      `The message with Action '${action}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`,
    );
  }
  return { method, operation };
}

/**
 * `<{M}Response xmlns="http://tempuri.org/"><{M}Result xmlns:a=… xmlns:i=…>` with every field of the
 * method's contract, in its order; a field the answer has no value for is `i:nil`.
 */
export function writeHkaAnswer(method: HkaMethod, values: readonly AnswerField[]): string {
  const byName = new Map(values);
  const fields = RESPONSE_FIELDS[method].map((name): AnswerField => [name, byName.get(name) ?? null]);
  return (
    `<s:Envelope xmlns:s="${SOAP11_NAMESPACE}"><s:Body><${method}Response xmlns="${TEMPURI}">` +
    `<${method}Result xmlns:a="${RESPONSE_NAMESPACE}" xmlns:i="${XSI}">${writeFields(fields)}</${method}Result>` +
    `</${method}Response></s:Body></s:Envelope>`
  );
}

function writeFields(fields: readonly AnswerField[]): string {
  return fields
    .map(([name, value]) => {
      if (value === null) return `<a:${name} i:nil="true"/>`;
      if (typeof value === 'string') return `<a:${name}>${escapeXml(value)}</a:${name}>`;
      return `<a:${name}>${writeFields(value)}</a:${name}>`;
    })
    .join('');
}

/** A WCF fault as HKA's service sends it (HTTP 500, SOAP 1.1). */
export function writeWcfFault(fault: WcfFault): string {
  return (
    `<s:Envelope xmlns:s="${SOAP11_NAMESPACE}"><s:Body><s:Fault>` +
    `<faultcode xmlns:a="${WCF_DISPATCHER}">a:${fault.faultCode}</faultcode>` +
    `<faultstring xml:lang="en-US">${escapeXml(fault.message)}</faultstring>` +
    `</s:Fault></s:Body></s:Envelope>`
  );
}
