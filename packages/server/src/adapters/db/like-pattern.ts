/** `text` with LIKE's wildcards and escape character escaped, to match it literally inside a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
