// `npm run bench`: runs every benchmark under bench/ and prints one JSON line per figure.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'bench');
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  await import(join(dir, file));
}
