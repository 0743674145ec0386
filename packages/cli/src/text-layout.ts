/** Label–value rows aligned on the values, one per line, indented by two spaces. */
export function formatRows(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 2)}${value}\n`).join('');
}

/** A heading followed by one bulleted line per item. */
export function formatList(heading: string, items: readonly string[]): string {
  return `${heading}\n${items.map((item) => `  - ${item}\n`).join('')}`;
}

/** `1 problema` / `3 problemas`. */
export function countProblems(count: number): string {
  return `${count} ${count === 1 ? 'problema' : 'problemas'}`;
}
