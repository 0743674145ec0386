const SPECIAL = /[&<>\r]/;
const SPECIAL_GLOBAL = /[&<>\r]/g;
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#xD;',
};

/** Escapes element text exactly as canonical XML writes it, so the text is its own canonical form. */
export function escapeXmlText(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIAL_GLOBAL, (char) => REPLACEMENTS[char] ?? char) : value;
}

// Characters XML 1.0 cannot carry at all, even escaped.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Whether a value can be written as XML 1.0 element text. */
export function isXmlText(value: string): boolean {
  return value.isWellFormed() && !NOT_XML_CHARACTER.test(value);
}
