import type { XmlTreeAttribute, XmlTreeDocument, XmlTreeElement, XmlTreeNode } from './xml-tree-nodes.ts';

/**
 * Builds the plain tree of a text libxml2 has already found well formed (and free of any DTD), in one
 * pass of JavaScript: copying libxml2's own tree out node by node costs more WASM calls than parsing
 * again. It applies what an XML processor must (line ends, attribute-value normalisation, predefined
 * and character references, namespaces) and trusts the text for everything libxml2 checked.
 */
export function buildXmlTree(wellFormedText: string): XmlTreeDocument {
  const text = wellFormedText.replace(/\r\n?/g, '\n');
  const before: XmlTreeNode[] = [];
  const after: XmlTreeNode[] = [];
  const stack: { element: XmlTreeElement; children: XmlTreeNode[]; scope: ReadonlyMap<string, string> }[] =
    [];
  let root: XmlTreeElement | undefined;
  let index = 0;

  function append(node: XmlTreeNode): void {
    const open = stack[stack.length - 1];
    if (open) open.children.push(node);
    else if (node.type === 'element') root = node;
    else if (node.type !== 'text') (root ? after : before).push(node);
  }

  while (index < text.length) {
    if (text.startsWith('<?', index)) {
      const end = text.indexOf('?>', index);
      const body = text.slice(index + 2, end);
      const target = /^[^\s?]+/.exec(body)?.[0] ?? '';
      if (target !== 'xml')
        append({ type: 'instruction', target, data: body.slice(target.length).replace(/^\s+/, '') });
      index = end + 2;
    } else if (text.startsWith('<!--', index)) {
      index = text.indexOf('-->', index) + 3;
      append({ type: 'comment' });
    } else if (text.startsWith('<![CDATA[', index)) {
      const end = text.indexOf(']]>', index);
      append({ type: 'text', text: text.slice(index + 9, end) });
      index = end + 3;
    } else if (text.startsWith('</', index)) {
      stack.pop();
      index = text.indexOf('>', index) + 1;
    } else if (text[index] === '<') {
      index = openElement(text, index, stack, append);
    } else {
      const end = text.indexOf('<', index);
      const raw = text.slice(index, end === -1 ? text.length : end);
      append({ type: 'text', text: decodeReferences(raw) });
      index = end === -1 ? text.length : end;
    }
  }
  if (!root) throw new Error('buildXmlTree needs a document with a root element');
  return { root, before, after };
}

const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

function openElement(
  text: string,
  start: number,
  stack: { element: XmlTreeElement; children: XmlTreeNode[]; scope: ReadonlyMap<string, string> }[],
  append: (node: XmlTreeNode) => void,
): number {
  NAME.lastIndex = start + 1;
  const qualifiedName = NAME.exec(text)?.[0] ?? '';
  let index = NAME.lastIndex;
  const rawAttributes: [string, string][] = [];
  for (;;) {
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(text);
    if (!match) break;
    rawAttributes.push([match[1] ?? '', normaliseAttribute(match[2] ?? match[3] ?? '')]);
    index = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = index;
  const isEmpty = TAG_END.exec(text)?.[1] === '/';
  index = TAG_END.lastIndex;

  const parent = stack[stack.length - 1];
  const declarations = new Map<string, string>();
  for (const [name, value] of rawAttributes) {
    if (name === 'xmlns') declarations.set('', value);
    else if (name.startsWith('xmlns:')) declarations.set(name.slice(6), value);
  }
  const scope =
    declarations.size > 0
      ? new Map([...(parent?.scope ?? []), ...declarations])
      : (parent?.scope ?? new Map());
  const [prefix, localName] = splitName(qualifiedName);
  const attributes: XmlTreeAttribute[] = rawAttributes
    .filter(([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'))
    .map(([name, value]) => {
      const [attributePrefix, attributeLocalName] = splitName(name);
      const namespaceUri =
        attributePrefix === 'xml' ? XML_NAMESPACE : attributePrefix ? (scope.get(attributePrefix) ?? '') : '';
      return {
        qualifiedName: name,
        localName: attributeLocalName,
        prefix: attributePrefix,
        namespaceUri,
        value,
      };
    });
  const children: XmlTreeNode[] = [];
  const element: XmlTreeElement = {
    type: 'element',
    qualifiedName,
    localName,
    prefix,
    namespaceUri: scope.get(prefix) ?? '',
    namespaceDeclarations: declarations,
    attributes,
    children,
    parent: parent?.element,
  };
  append(element);
  stack.push({ element, children, scope });
  if (isEmpty) stack.pop();
  return index;
}

function splitName(name: string): [prefix: string, localName: string] {
  const colon = name.indexOf(':');
  return colon === -1 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

/** Literal tabs and line ends in an attribute value become spaces; character references stay as written. */
function normaliseAttribute(raw: string): string {
  return decodeReferences(raw.replace(/[\t\n]/g, ' '));
}

function decodeReferences(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_match, reference: string) => {
    if (reference.startsWith('#x')) return String.fromCodePoint(Number.parseInt(reference.slice(2), 16));
    if (reference.startsWith('#')) return String.fromCodePoint(Number.parseInt(reference.slice(1), 10));
    return PREDEFINED[reference] ?? '';
  });
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
