import type { XmlTreeAttribute, XmlTreeDocument, XmlTreeElement, XmlTreeNode } from './xml-tree-nodes.ts';

/**
 * Canonical XML 1.0 (without comments), written for the sandbox: the exclusive form for the signed
 * content of a document (RFC 3741, no InclusiveNamespaces list) and the inclusive form for a SignedInfo
 * subtree (W3C REC-xml-c14n-20010315). It is the sandbox's own, so an issuer's canonicalisation bug is
 * not shared by its judge.
 */

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** prefix ('' for the default namespace) → namespace URI. */
type NamespaceScope = ReadonlyMap<string, string>;

/**
 * Exclusive C14N of a whole document, leaving out the subtrees `isOmitted` names (the enveloped
 * Signature, gNoFirm). Processing instructions outside the root are kept, comments are not.
 */
export function canonicalizeDocumentExclusive(
  document: XmlTreeDocument,
  isOmitted: (element: XmlTreeElement) => boolean,
): string {
  const parts: string[] = [];
  for (const node of document.before) if (node.type === 'instruction') parts.push(`${instruction(node)}\n`);
  writeExclusive(document.root, new Map([['', '']]), isOmitted, parts);
  for (const node of document.after) if (node.type === 'instruction') parts.push(`\n${instruction(node)}`);
  return parts.join('');
}

/** Inclusive C14N of the subtree at `apex` (e.g. SignedInfo), with the namespaces it inherits. */
export function canonicalizeSubtreeInclusive(apex: XmlTreeElement): string {
  const parts: string[] = [];
  writeInclusive(
    apex,
    new Map([['', '']]),
    inScopeNamespaces(apex.parent),
    inheritedXmlAttributes(apex),
    parts,
  );
  return parts.join('');
}

function writeExclusive(
  element: XmlTreeElement,
  rendered: NamespaceScope,
  isOmitted: (element: XmlTreeElement) => boolean,
  parts: string[],
): void {
  const utilised = new Map<string, string>([[element.prefix, element.namespaceUri]]);
  for (const attribute of element.attributes) {
    if (attribute.prefix && attribute.namespaceUri !== XML_NAMESPACE)
      utilised.set(attribute.prefix, attribute.namespaceUri);
  }
  const declarations: [string, string][] = [];
  const scope = new Map(rendered);
  for (const [prefix, uri] of utilised) {
    if ((rendered.get(prefix) ?? '') !== uri) {
      declarations.push([prefix, uri]);
      scope.set(prefix, uri);
    }
  }
  openTag(element, declarations, element.attributes, parts);
  for (const child of element.children) {
    if (child.type === 'element') {
      if (!isOmitted(child)) writeExclusive(child, scope, isOmitted, parts);
    } else {
      writeLeaf(child, parts);
    }
  }
  parts.push(`</${element.qualifiedName}>`);
}

function writeInclusive(
  element: XmlTreeElement,
  rendered: NamespaceScope,
  inherited: NamespaceScope,
  extraAttributes: readonly XmlTreeAttribute[],
  parts: string[],
): void {
  const scope = new Map([...inherited, ...element.namespaceDeclarations]);
  const declarations: [string, string][] = [];
  const nextRendered = new Map(rendered);
  for (const [prefix, uri] of scope) {
    if ((rendered.get(prefix) ?? '') !== uri && !(prefix !== '' && uri === '')) {
      declarations.push([prefix, uri]);
      nextRendered.set(prefix, uri);
    }
  }
  openTag(element, declarations, [...extraAttributes, ...element.attributes], parts);
  for (const child of element.children) {
    if (child.type === 'element') writeInclusive(child, nextRendered, scope, [], parts);
    else writeLeaf(child, parts);
  }
  parts.push(`</${element.qualifiedName}>`);
}

function openTag(
  element: XmlTreeElement,
  declarations: [string, string][],
  attributes: readonly XmlTreeAttribute[],
  parts: string[],
): void {
  parts.push(`<${element.qualifiedName}`);
  declarations.sort(([a], [b]) => compareCodePoints(a, b));
  for (const [prefix, uri] of declarations) {
    parts.push(
      prefix === '' ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`,
    );
  }
  const sorted = [...attributes].sort(
    (a, b) =>
      compareCodePoints(a.namespaceUri, b.namespaceUri) || compareCodePoints(a.localName, b.localName),
  );
  for (const attribute of sorted)
    parts.push(` ${attribute.qualifiedName}="${escapeAttribute(attribute.value)}"`);
  parts.push('>');
}

function writeLeaf(node: XmlTreeNode, parts: string[]): void {
  if (node.type === 'text') parts.push(escapeText(node.text));
  else if (node.type === 'instruction') parts.push(instruction(node));
}

function inScopeNamespaces(element: XmlTreeElement | undefined): NamespaceScope {
  const ancestors: XmlTreeElement[] = [];
  for (let current = element; current; current = current.parent) ancestors.unshift(current);
  const scope = new Map<string, string>();
  for (const ancestor of ancestors)
    for (const [prefix, uri] of ancestor.namespaceDeclarations) scope.set(prefix, uri);
  return scope;
}

/** xml:lang, xml:space … of the ancestors left out, which inclusive C14N carries onto the apex. */
function inheritedXmlAttributes(apex: XmlTreeElement): XmlTreeAttribute[] {
  const own = new Set(
    apex.attributes.filter((a) => a.namespaceUri === XML_NAMESPACE).map((a) => a.localName),
  );
  const found = new Map<string, XmlTreeAttribute>();
  for (let current = apex.parent; current; current = current.parent) {
    for (const attribute of current.attributes) {
      const name = attribute.localName;
      if (attribute.namespaceUri === XML_NAMESPACE && !own.has(name) && !found.has(name))
        found.set(name, attribute);
    }
  }
  return [...found.values()];
}

function instruction(node: { readonly target: string; readonly data: string }): string {
  return node.data === '' ? `<?${node.target}?>` : `<?${node.target} ${node.data}?>`;
}

function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (character) => TEXT_ESCAPES[character] ?? character);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<"\t\n\r]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#xD;',
};
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
};

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
