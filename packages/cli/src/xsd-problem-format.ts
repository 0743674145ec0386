import { DGI_NAMESPACE, parseUntrustedXml } from '@facturar/server/xml';
import type { XsdProblem } from '@facturar/server/xsd';

type Element = ReturnType<typeof parseUntrustedXml>;

const ELEMENT_NODE = 1;
const POSITIONAL_STEP = /^\*(?:\[(\d+)\])?$/;
// Numbered even when alone, as the fiscal rules name them (rfe-fiscal-check.ts).
const NUMBERED_ELEMENTS: ReadonlySet<string> = new Set(['gItem', 'gDFRef']);
const QUALIFIED_DGI_NAME = new RegExp(`\\{${DGI_NAMESPACE.replaceAll('.', '\\.')}\\}`, 'g');

/**
 * The schema's problems as lines for the user. libxml2 names elements by position (`/*\/*[5]/*[2]`,
 * every element being in the DGI namespace) and the rFE is one long line, so each position is turned
 * into the element's name (`rFE/gTot/dFoo`, `rFE/gItem[3]/…` where a name repeats) by reading the document.
 */
export function describeXsdProblems(xml: string, problems: readonly XsdProblem[]): string[] {
  const root = readRoot(xml);
  return problems.map((problem) => {
    const location = (root && problem.path && nameElementPath(root, problem.path)) ?? problem.path;
    const line =
      problem.column > 0 ? `línea ${problem.line}, columna ${problem.column}` : `línea ${problem.line}`;
    const message = problem.message.replace(QUALIFIED_DGI_NAME, '');
    return `[XSD] ${location ? `${location} (${line})` : line}: ${message}`;
  });
}

function readRoot(xml: string): Element | undefined {
  try {
    return parseUntrustedXml(xml);
  } catch {
    // Not well formed: libxml2's own message says where, and there are no elements to name.
    return undefined;
  }
}

function nameElementPath(root: Element, path: string): string | undefined {
  const steps = path.split('/').filter((step) => step !== '');
  if (steps.shift() !== '*') return undefined;
  const names = [root.localName ?? root.tagName];
  let current = root;
  for (const step of steps) {
    const match = POSITIONAL_STEP.exec(step);
    if (!match) return undefined;
    const children = elementChildren(current);
    const child = children[Number(match[1] ?? '1') - 1];
    if (!child) return undefined;
    const name = child.localName ?? child.tagName;
    const namesakes = children.filter((candidate) => candidate.localName === name);
    const isNumbered = namesakes.length > 1 || NUMBERED_ELEMENTS.has(name);
    names.push(isNumbered ? `${name}[${namesakes.indexOf(child) + 1}]` : name);
    current = child;
  }
  return names.join('/');
}

function elementChildren(element: Element): Element[] {
  const children: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE) children.push(node as Element);
  }
  return children;
}
