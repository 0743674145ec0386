import type { XmlTreeElement } from './xml-tree-nodes.ts';

/** The element children of `parent`, optionally only those with the local name given. */
export function childElements(parent: XmlTreeElement, localName?: string): XmlTreeElement[] {
  const found: XmlTreeElement[] = [];
  for (const child of parent.children) {
    if (child.type === 'element' && (localName === undefined || child.localName === localName))
      found.push(child);
  }
  return found;
}

/** The first element child with the local name, following a path of local names. */
export function childElement(parent: XmlTreeElement, ...path: string[]): XmlTreeElement | undefined {
  let current: XmlTreeElement | undefined = parent;
  for (const name of path) {
    if (!current) return undefined;
    current = childElements(current, name)[0];
  }
  return current === parent ? undefined : current;
}

/** The trimmed text of the element at the path, or undefined when it is absent. */
export function childText(parent: XmlTreeElement, ...path: string[]): string | undefined {
  const element = childElement(parent, ...path);
  return element ? textOf(element).trim() : undefined;
}

/** All the text inside an element, as the DOM's textContent. */
export function textOf(element: XmlTreeElement): string {
  let text = '';
  for (const child of element.children) {
    if (child.type === 'text') text += child.text;
    else if (child.type === 'element') text += textOf(child);
  }
  return text;
}

/** The descendants of `element` (itself excluded) with the local name and namespace, in document order. */
export function descendantElements(
  element: XmlTreeElement,
  localName: string,
  namespaceUri: string,
): XmlTreeElement[] {
  const found: XmlTreeElement[] = [];
  for (const child of element.children) {
    if (child.type !== 'element') continue;
    if (child.localName === localName && child.namespaceUri === namespaceUri) found.push(child);
    found.push(...descendantElements(child, localName, namespaceUri));
  }
  return found;
}
