/** The keys of a key file: one per row, blank rows skipped, repeats kept once. */
export function readKeyFile(content: Buffer): string[] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [...new Set(keys)];
}
