/**
 * The elements of an XML text as plain objects: what the rFE readers walk (names, namespaces, text),
 * nothing more. Attributes other than namespace declarations, comments and processing instructions are
 * dropped.
 */
export type XmlElement = {
  readonly localName: string;
  /** '' when the element is in no namespace. */
  readonly namespaceUri: string;
  readonly children: readonly XmlElement[];
  /** All the character data inside the element, descendants included, as the DOM's textContent. */
  readonly text: string;
};

type OpenElement = {
  localName: string;
  namespaceUri: string;
  children: XmlElement[];
  text: string;
  scope: ReadonlyMap<string, string>;
};

const NO_NAMESPACES: ReadonlyMap<string, string> = new Map();

/**
 * Builds the element tree of a text that libxml2 has already found well formed and free of any DTD, in
 * one pass: it applies what an XML processor must (line ends, predefined and character references,
 * CDATA, namespaces) and trusts the text for everything libxml2 checked.
 */
export function buildXmlElementTree(wellFormedText: string): XmlElement {
  const text = wellFormedText.includes('\r') ? wellFormedText.replace(/\r\n?/g, '\n') : wellFormedText;
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let index = 0;
  while (index < text.length) {
    const markup = text.indexOf('<', index);
    const textEnd = markup === -1 ? text.length : markup;
    const open = stack[stack.length - 1];
    if (open && textEnd > index) open.text += decodeReferences(text.slice(index, textEnd));
    if (markup === -1) break;
    if (text.startsWith('</', markup)) {
      root = closeElement(stack) ?? root;
      index = text.indexOf('>', markup) + 1;
    } else if (text.startsWith('<?', markup)) {
      index = text.indexOf('?>', markup) + 2;
    } else if (text.startsWith('<!--', markup)) {
      index = text.indexOf('-->', markup) + 3;
    } else if (text.startsWith('<![CDATA[', markup)) {
      const end = text.indexOf(']]>', markup);
      if (open) open.text += text.slice(markup + 9, end);
      index = end + 3;
    } else {
      index = openElement(text, markup, stack);
      if (index < 0) {
        index = -index;
        root = closeElement(stack) ?? root;
      }
    }
  }
  if (!root) throw new Error('buildXmlElementTree needs a document with a root element');
  return root;
}

/** Pops the innermost open element into its parent; returns it when it is the root. */
function closeElement(stack: OpenElement[]): XmlElement | undefined {
  const closed = stack.pop()!;
  const element: XmlElement = {
    localName: closed.localName,
    namespaceUri: closed.namespaceUri,
    children: closed.children,
    text: closed.text,
  };
  const parent = stack[stack.length - 1];
  if (!parent) return element;
  parent.children.push(element);
  parent.text += element.text;
  return undefined;
}

const NAME = /[^\s/>]+/y;
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;

/** Pushes the element opened at `start`; returns the index after its tag, negated when it is empty (`/>`). */
function openElement(text: string, start: number, stack: OpenElement[]): number {
  NAME.lastIndex = start + 1;
  const qualifiedName = NAME.exec(text)![0];
  let index = NAME.lastIndex;
  const parentScope = stack[stack.length - 1]?.scope ?? NO_NAMESPACES;
  let scope = parentScope;
  for (;;) {
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(text);
    if (!match) break;
    index = ATTRIBUTE.lastIndex;
    const name = match[1]!;
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    if (scope === parentScope) scope = new Map(parentScope);
    (scope as Map<string, string>).set(
      name === 'xmlns' ? '' : name.slice(6),
      decodeReferences(match[2] ?? match[3] ?? ''),
    );
  }
  TAG_END.lastIndex = index;
  const isEmpty = TAG_END.exec(text)![1] === '/';
  index = TAG_END.lastIndex;
  const colon = qualifiedName.indexOf(':');
  const prefix = colon === -1 ? '' : qualifiedName.slice(0, colon);
  stack.push({
    localName: colon === -1 ? qualifiedName : qualifiedName.slice(colon + 1),
    namespaceUri: scope.get(prefix) ?? '',
    children: [],
    text: '',
    scope,
  });
  return isEmpty ? -index : index;
}

const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeReferences(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(REFERENCE, (_match, reference: string) => {
    if (reference.startsWith('#x')) return String.fromCodePoint(Number.parseInt(reference.slice(2), 16));
    if (reference.startsWith('#')) return String.fromCodePoint(Number.parseInt(reference.slice(1), 10));
    return PREDEFINED[reference] ?? '';
  });
}
