import { DOMParser, type Element } from '@xmldom/xmldom';
import { ParseOption, XmlDocument, XmlParseError } from 'libxml2-wasm';
import { RfeParseError } from './rfe-parse-error.ts';
import { buildXmlElementTree, type XmlElement } from './xml-element-tree.ts';

/** A 1000-item rFE with every optional group stays well under this; anything larger is refused unread. */
export const MAX_XML_BYTES = 8 * 1024 * 1024;

// A DTD is the door to entity expansion (billion laughs) and external entities; an rFE never has one.
const DTD_MARKUP = /<!(?:DOCTYPE|ENTITY)/i;
// The text is already decoded: an encoding declaration must not make libxml2 read its UTF-8 otherwise.
const SAFE_PARSE_OPTIONS = {
  option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_IGNORE_ENC,
};

/**
 * Parses XML that came from outside: size-limited, no DTD, every parser error is fatal. libxml2 judges
 * the text (natively: xmldom compiled a regular expression per end tag); the element tree is then built
 * in JavaScript, which costs less than copying libxml2's tree out through WASM calls. Returns the
 * document element.
 */
export function readUntrustedXml(xml: string): XmlElement {
  assertAcceptableText(xml);
  assertWellFormed(xml);
  return buildXmlElementTree(xml);
}

/**
 * The same checks, read into an xmldom DOM, for the CLI's XSD problem naming (packages/cli), which walks
 * DOM nodes; the rFE readers use `readUntrustedXml`.
 */
export function parseUntrustedXml(xml: string): Element {
  assertAcceptableText(xml);
  const parser = new DOMParser({
    locator: false,
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  });
  try {
    const root = parser.parseFromString(xml, 'text/xml').documentElement;
    if (!root) throw new RfeParseError('XML_MALFORMED', 'El XML está vacío.');
    return root;
  } catch (error) {
    if (error instanceof RfeParseError) throw error;
    throw new RfeParseError('XML_MALFORMED', 'El XML está mal formado y no se puede leer.', { cause: error });
  }
}

/**
 * What any XML from outside must be before a parser or a validator sees it: within the size limit, and
 * without DOCTYPE or ENTITY markup (entity expansion, external entities).
 */
export function assertAcceptableXmlText(xml: string): void {
  assertAcceptableText(xml);
}

function assertAcceptableText(xml: string): void {
  if (xml.length > MAX_XML_BYTES || Buffer.byteLength(xml, 'utf8') > MAX_XML_BYTES) {
    throw new RfeParseError(
      'XML_TOO_LARGE',
      `El XML supera el tamaño máximo permitido de ${MAX_XML_BYTES / 1024 / 1024} MB.`,
    );
  }
  if (DTD_MARKUP.test(xml)) {
    throw new RfeParseError('XML_DTD_FORBIDDEN', 'El XML no puede contener declaraciones DOCTYPE ni ENTITY.');
  }
}

function assertWellFormed(xml: string): void {
  let document: XmlDocument | undefined;
  try {
    document = XmlDocument.fromString(xml, SAFE_PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof XmlParseError || xml.trim() === '') {
      throw new RfeParseError('XML_MALFORMED', 'El XML está mal formado y no se puede leer.', {
        cause: error,
      });
    }
    throw error;
  } finally {
    document?.dispose();
  }
}

/**
 * Reads the children of one element of a namespace by local name, remembering the path so that a missing or
 * bad value is reported as `gDGen/gEmis/dNombEm`.
 */
export class XmlNode {
  readonly element: XmlElement;
  readonly path: string;
  private readonly namespace: string;

  constructor(element: XmlElement, namespace: string, path: string) {
    this.element = element;
    this.namespace = namespace;
    this.path = path;
  }

  children(name: string): XmlNode[] {
    const found: XmlNode[] = [];
    for (const element of this.element.children) {
      if (element.localName === name && element.namespaceUri === this.namespace) {
        found.push(new XmlNode(element, this.namespace, `${this.path}/${name}`));
      }
    }
    return found;
  }

  optionalChild(name: string): XmlNode | undefined {
    for (const element of this.element.children) {
      if (element.localName === name && element.namespaceUri === this.namespace) {
        return new XmlNode(element, this.namespace, `${this.path}/${name}`);
      }
    }
    return undefined;
  }

  child(name: string): XmlNode {
    const found = this.optionalChild(name);
    if (!found) throw missingElement(`${this.path}/${name}`);
    return found;
  }

  /** Text of a required child element, trimmed; an empty element counts as missing. */
  text(name: string): string {
    const value = this.optionalText(name);
    if (value === undefined) throw missingElement(`${this.path}/${name}`);
    return value;
  }

  optionalText(name: string): string | undefined {
    const child = this.optionalChild(name);
    if (!child) return undefined;
    const value = child.element.text.trim();
    return value === '' ? undefined : value;
  }

  texts(name: string): string[] {
    const values: string[] = [];
    for (const child of this.children(name)) {
      const value = child.element.text.trim();
      if (value !== '') values.push(value);
    }
    return values;
  }
}

function missingElement(path: string): RfeParseError {
  return new RfeParseError('XML_MISSING_ELEMENT', `Falta el elemento obligatorio ${path} en el documento.`);
}
