/**
 * Control characters (C0 and C1: NUL, tab, CR, LF, DEL…) and the Unicode line and paragraph separators. A
 * name holding one breaks what it is written into — a mail header or line, a CSV row, a log line, the XML
 * the DGI receives — so no name field takes them (issue 24, ADR 0103).
 */
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;
const controlRuns = /[\p{Cc}\u2028\u2029]+/gu;

export const controlCharacterMessage =
  'No ingrese saltos de línea, tabulaciones ni otros caracteres de control.';

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/** A stored text written into one line (a mail's header or line): each run of control characters becomes a space. */
export function toSingleLine(text: string): string {
  return text.replace(controlRuns, ' ');
}
