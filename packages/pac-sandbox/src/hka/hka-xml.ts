/** An element to write: its name and its text, its children, or undefined to leave it out. */
export type XmlPart = readonly [name: string, content: string | readonly XmlPart[] | undefined];

/** Writes an element and its children without whitespace, leaving out every part whose content is undefined. */
export function xmlElement(name: string, content: string | readonly XmlPart[], namespace?: string): string {
  const open = namespace ? `<${name} xmlns="${escapeXml(namespace)}">` : `<${name}>`;
  return `${open}${writeContent(content)}</${name}>`;
}

function writeContent(content: string | readonly XmlPart[]): string {
  if (typeof content === 'string') return escapeXml(content);
  return content
    .map(([name, inner]) => (inner === undefined ? '' : `<${name}>${writeContent(inner)}</${name}>`))
    .join('');
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
