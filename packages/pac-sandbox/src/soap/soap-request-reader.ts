import { childElement, childElements, textOf } from '../xml/xml-reading.ts';
import { readXmlTree, XmlReadError } from '../xml/xml-tree.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';
import { writeStandaloneElement } from '../xml/xml-tree-writer.ts';
import { DGI_NAMESPACE, SOAP11_NAMESPACE, SOAP12_NAMESPACE, WSDL_NAMESPACE } from './soap-namespaces.ts';
import { SoapFault } from './soap-fault.ts';

// Sources disagree on the namespace of the request wrappers (ws-examples.md §2): both are accepted.
const REQUEST_NAMESPACES = new Set([WSDL_NAMESPACE, DGI_NAMESPACE]);

/**
 * The request root (rEnviFe, rEnviConsFe, …) of a SOAP 1.2 envelope:
 * Envelope/Body/feDatosMsg/<root>. Children are then read by local name, whatever their namespace.
 * @throws SoapFault when the envelope is not one the service can read.
 */
export function readSoapRequest(body: string, expectedRoot: string): XmlTreeElement {
  let envelope: XmlTreeElement;
  try {
    envelope = readXmlTree(body).root;
  } catch (error) {
    if (error instanceof XmlReadError) throw new SoapFault('Sender', error.message);
    throw error;
  }
  if (envelope.localName === 'Envelope' && envelope.namespaceUri === SOAP11_NAMESPACE) {
    throw new SoapFault('VersionMismatch', 'El servicio solo acepta SOAP 1.2.');
  }
  if (envelope.localName !== 'Envelope' || envelope.namespaceUri !== SOAP12_NAMESPACE) {
    throw new SoapFault('Sender', 'El mensaje no es un sobre SOAP 1.2.');
  }
  const soapBody = childElements(envelope, 'Body').find(
    (element) => element.namespaceUri === SOAP12_NAMESPACE,
  );
  if (!soapBody) throw new SoapFault('Sender', 'El sobre SOAP no tiene Body.');
  const data = childElement(soapBody, 'feDatosMsg');
  if (!data || !REQUEST_NAMESPACES.has(data.namespaceUri)) {
    throw new SoapFault('Sender', 'El Body del sobre SOAP debe contener feDatosMsg.');
  }
  const root = childElement(data, expectedRoot);
  if (!root || !REQUEST_NAMESPACES.has(root.namespaceUri)) {
    throw new SoapFault('Sender', `feDatosMsg debe contener ${expectedRoot}.`);
  }
  return root;
}

/**
 * The XML text an element carries: an embedded element (as the C# model sends it) written out as a
 * standalone document, or the text of a CDATA section or of escaped content (as the PAC wiki sends it).
 */
export function readEmbeddedXml(holder: XmlTreeElement): string {
  const embedded = childElements(holder)[0];
  if (embedded) return writeStandaloneElement(embedded);
  return textOf(holder)
    .replace(/^\uFEFF/, '')
    .trim();
}
