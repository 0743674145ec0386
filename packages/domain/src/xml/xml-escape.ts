/** Characters outside XML 1.0's Char production; they cannot be written at all, so they are dropped. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const NEEDS_WORK = /[&<>\r]|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Escapes character data exactly as canonical XML (C14N) writes it: `&amp;`, `&lt;`, `&gt;` and
 * `&#xD;` for a carriage return (a raw CR would be read back as a line feed). Quotes and tabs stay as
 * they are in text content.
 */
export function escapeXmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(NOT_XML_CHARACTER, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#xD;');
}
