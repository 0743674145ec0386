import { DOMParser, type Element } from '@xmldom/xmldom';
import { RfeParseError } from './rfe-parse-error.ts';

/** A 1000-item rFE with every optional group stays well under this; anything larger is refused unread. */
export const MAX_XML_BYTES = 8 * 1024 * 1024;

const ELEMENT_NODE = 1;
// A DTD is the door to entity expansion (billion laughs) and external entities; an rFE never has one.
const DTD_MARKUP = /<!(?:DOCTYPE|ENTITY)/i;

/**
 * Parses XML that came from outside: size-limited, no DTD, every parser complaint is fatal. Returns the
 * document element.
 */
export function parseUntrustedXml(xml: string): Element {
  if (xml.length > MAX_XML_BYTES || Buffer.byteLength(xml, 'utf8') > MAX_XML_BYTES) {
    throw new RfeParseError(
      'XML_TOO_LARGE',
      `El XML supera el tamaño máximo permitido de ${MAX_XML_BYTES / 1024 / 1024} MB.`,
    );
  }
  if (DTD_MARKUP.test(xml)) {
    throw new RfeParseError('XML_DTD_FORBIDDEN', 'El XML no puede contener declaraciones DOCTYPE ni ENTITY.');
  }
  const parser = new DOMParser({
    locator: false,
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  });
  try {
    const document = parser.parseFromString(xml, 'text/xml');
    if (document.doctype) {
      throw new RfeParseError(
        'XML_DTD_FORBIDDEN',
        'El XML no puede contener declaraciones DOCTYPE ni ENTITY.',
      );
    }
    const root = document.documentElement;
    if (!root) throw new RfeParseError('XML_MALFORMED', 'El XML está vacío.');
    return root;
  } catch (error) {
    if (error instanceof RfeParseError) throw error;
    throw new RfeParseError('XML_MALFORMED', 'El XML está mal formado y no se puede leer.', { cause: error });
  }
}

/**
 * Reads the children of one element of a namespace by local name, remembering the path so that a missing or
 * bad value is reported as `gDGen/gEmis/dNombEm`.
 */
export class XmlNode {
  readonly element: Element;
  readonly path: string;
  private readonly namespace: string;

  constructor(element: Element, namespace: string, path: string) {
    this.element = element;
    this.namespace = namespace;
    this.path = path;
  }

  children(name: string): XmlNode[] {
    const found: XmlNode[] = [];
    for (let node = this.element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== ELEMENT_NODE) continue;
      const element = node as Element;
      if (element.localName === name && element.namespaceURI === this.namespace) {
        found.push(new XmlNode(element, this.namespace, `${this.path}/${name}`));
      }
    }
    return found;
  }

  optionalChild(name: string): XmlNode | undefined {
    for (let node = this.element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== ELEMENT_NODE) continue;
      const element = node as Element;
      if (element.localName === name && element.namespaceURI === this.namespace) {
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
    const value = (child.element.textContent ?? '').trim();
    return value === '' ? undefined : value;
  }

  texts(name: string): string[] {
    const values: string[] = [];
    for (const child of this.children(name)) {
      const value = (child.element.textContent ?? '').trim();
      if (value !== '') values.push(value);
    }
    return values;
  }
}

function missingElement(path: string): RfeParseError {
  return new RfeParseError('XML_MISSING_ELEMENT', `Falta el elemento obligatorio ${path} en el documento.`);
}
