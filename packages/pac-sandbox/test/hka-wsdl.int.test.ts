import { XmlBufferInputProvider, XmlDocument, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HKA_METHODS, startPacSandbox, type PacSandbox } from '../src/index.ts';
import { childElement, childElements, descendantElements } from '../src/xml/xml-reading.ts';
import { readXmlTree } from '../src/xml/xml-tree.ts';
import type { XmlTreeElement } from '../src/xml/xml-tree-nodes.ts';
import { writeStandaloneElement } from '../src/xml/xml-tree-writer.ts';
import { callHka, datosDocumento, documento, send, SER, tokens } from './support/hka-calls.ts';

const WSDL = 'http://schemas.xmlsoap.org/wsdl/';
const XS = 'http://www.w3.org/2001/XMLSchema';
const SOAP_BINDING = 'http://schemas.xmlsoap.org/wsdl/soap/';
const BASE = 'file:///hka-wsdl-test/';

let sandbox: PacSandbox;
let wsdlText: string;
let definitions: XmlTreeElement;
let validator: XsdValidator;

beforeAll(async () => {
  sandbox = await startPacSandbox();
  wsdlText = await (await fetch(`${sandbox.hkaUrl}?singleWsdl`)).text();
  definitions = readXmlTree(wsdlText).root;
  validator = compileSchemas(definitions);
});
afterAll(() => sandbox.close());

/**
 * Compiles the WSDL's inline schemas with libxml2 as a client generator would read them: each one a
 * document, its imports resolved to the others.
 */
function compileSchemas(root: XmlTreeElement): XsdValidator {
  const schemas = childElements(childElement(root, 'types') ?? root, 'schema');
  const files = new Map<string, string>();
  schemas.forEach((schema, index) => {
    const namespace =
      schema.attributes.find((attribute) => attribute.localName === 'targetNamespace')?.value ?? '';
    files.set(namespace, `${BASE}schema${index}.xsd`);
  });
  const sources: Record<string, Uint8Array> = {};
  schemas.forEach((schema, index) => {
    const text = writeStandaloneElement(schema).replace(
      /<xs:import namespace="([^"]+)"><\/xs:import>/g,
      (_match, namespace: string) =>
        `<xs:import namespace="${namespace}" schemaLocation="${files.get(namespace) ?? ''}"/>`,
    );
    sources[`${BASE}schema${index}.xsd`] = new TextEncoder().encode(text);
  });
  xmlRegisterInputProvider(new XmlBufferInputProvider(sources));
  const operations = XmlDocument.fromBuffer(sources[`${BASE}schema0.xsd`] ?? new Uint8Array(), {
    url: `${BASE}schema0.xsd`,
  });
  return XsdValidator.fromDoc(operations);
}

/** Validates the element of a SOAP body (request or answer) against the WSDL's schemas. */
function conforms(element: XmlTreeElement): true {
  const document = XmlDocument.fromString(writeStandaloneElement(element));
  try {
    validator.validate(document);
    return true;
  } finally {
    document.dispose();
  }
}

function bodyOf(envelopeText: string): XmlTreeElement {
  const body = childElement(readXmlTree(envelopeText).root, 'Body');
  const operation = body ? childElements(body)[0] : undefined;
  if (!operation) throw new Error('no operation');
  return operation;
}

function attribute(element: XmlTreeElement, name: string): string | undefined {
  return element.attributes.find((candidate) => candidate.localName === name)?.value;
}

describe('the WSDL (?wsdl, ?singleWsdl)', () => {
  it('is one document with the nine operations, their SOAP 1.1 actions and the endpoint', async () => {
    expect(await (await fetch(`${sandbox.hkaUrl}?wsdl`)).text()).toBe(wsdlText);
    const portType = childElement(definitions, 'portType');
    expect(
      childElements(portType ?? definitions, 'operation').map((operation) => attribute(operation, 'name')),
    ).toEqual([...HKA_METHODS]);
    const binding = childElement(definitions, 'binding');
    const actions = descendantElements(binding ?? definitions, 'operation', SOAP_BINDING).map((operation) =>
      attribute(operation, 'soapAction'),
    );
    expect(actions).toEqual(HKA_METHODS.map((method) => `http://tempuri.org/IService/${method}`));
    const address = descendantElements(definitions, 'address', SOAP_BINDING)[0];
    expect(address && attribute(address, 'location')).toBe(sandbox.hkaUrl);
    for (const message of childElements(definitions, 'message')) {
      const element = attribute(childElement(message, 'part') ?? message, 'element')?.replace('tns:', '');
      expect(
        descendantElements(definitions, 'element', XS).some(
          (candidate) => attribute(candidate, 'name') === element,
        ),
      ).toBe(true);
    }
    expect(definitions.namespaceUri).toBe(WSDL);
  });

  it('has schemas that compile and that the requests integrators send and the answers conform to', async () => {
    expect(conforms(bodyOf(enviarRequest()))).toBe(true);
    const sent = await send(sandbox.hkaUrl, { number: '1' });
    expect(conforms(bodyOf(sent.text))).toBe(true);
    const status = await callHka(
      sandbox.hkaUrl,
      'EstadoDocumento',
      tokens() + datosDocumento({ number: '1' }),
    );
    expect(conforms(bodyOf(status.text))).toBe(true);
    const folios = await callHka(sandbox.hkaUrl, 'FoliosRestantes', tokens());
    expect(conforms(bodyOf(folios.text))).toBe(true);
    await callHka(
      sandbox.hkaUrl,
      'EnvioCorreo',
      `${tokens()}${datosDocumento({ number: '1' })}<tem:correo>a@b.test</tem:correo>`,
    );
    const tracking = await callHka(
      sandbox.hkaUrl,
      'RastreoCorreo',
      `${tokens()}<tem:cufe>${sent.fields.cufe}</tem:cufe>`,
    );
    expect(tracking.text).toContain('<a:listTracking>');
    expect(conforms(bodyOf(tracking.text))).toBe(true);
    const ruc = await callHka(
      sandbox.hkaUrl,
      'ConsultarRucDV',
      '<tem:consultarRucDVRequest><ser:tokenEmpresa>x</ser:tokenEmpresa><ser:tokenPassword>y</ser:tokenPassword>' +
        '<ser:tipoRuc>2</ser:tipoRuc><ser:ruc>155601234-2-2015</ser:ruc></tem:consultarRucDVRequest>',
      { serNamespace: SER.api },
    );
    expect(conforms(bodyOf(ruc.text))).toBe(true);
  });

  it('refuses a request whose fields are out of the contract’s order (what a strict client never sends)', () => {
    const swapped = enviarRequest().replace(
      /(<tem:tokenEmpresa>[^<]*<\/tem:tokenEmpresa>)(<tem:tokenPassword>[^<]*<\/tem:tokenPassword>)/,
      '$2$1',
    );
    expect(() => conforms(bodyOf(swapped))).toThrow();
  });
});

function enviarRequest(): string {
  return (
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/" xmlns:ser="${SER.obj}">` +
    `<soapenv:Body><tem:Enviar>${tokens()}${documento({ number: '9' })}</tem:Enviar></soapenv:Body></soapenv:Envelope>`
  );
}
