import type { XmlTreeElement } from './xml-tree-nodes.ts';

/**
 * An element and its subtree as a standalone XML text: what it declares itself, plus declarations for
 * the prefixes it uses that an ancestor declared (an rFE embedded in a SOAP envelope, for one).
 */
export function writeStandaloneElement(element: XmlTreeElement): string {
  const inherited = new Map<string, string>();
  collectUsedNamespaces(element, inherited);
  for (const prefix of element.namespaceDeclarations.keys()) inherited.delete(prefix);
  return writeElement(element, inherited);
}

function collectUsedNamespaces(element: XmlTreeElement, used: Map<string, string>): void {
  if (element.namespaceUri !== '' && !used.has(element.prefix))
    used.set(element.prefix, element.namespaceUri);
  for (const attribute of element.attributes) {
    if (attribute.prefix && attribute.prefix !== 'xml' && !used.has(attribute.prefix)) {
      used.set(attribute.prefix, attribute.namespaceUri);
    }
  }
  for (const child of element.children) if (child.type === 'element') collectUsedNamespaces(child, used);
}

function writeElement(element: XmlTreeElement, extraDeclarations: ReadonlyMap<string, string>): string {
  const declarations = new Map([...extraDeclarations, ...element.namespaceDeclarations]);
  let text = `<${element.qualifiedName}`;
  for (const [prefix, uri] of declarations)
    text += prefix === '' ? ` xmlns="${escape(uri)}"` : ` xmlns:${prefix}="${escape(uri)}"`;
  for (const attribute of element.attributes)
    text += ` ${attribute.qualifiedName}="${escape(attribute.value)}"`;
  text += '>';
  for (const child of element.children) {
    if (child.type === 'element') text += writeElement(child, new Map());
    else if (child.type === 'text') text += escape(child.text);
    else if (child.type === 'instruction') text += `<?${child.target}${child.data ? ` ${child.data}` : ''}?>`;
  }
  return `${text}</${element.qualifiedName}>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"\r]/g, (character) => ESCAPES[character] ?? character);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};
