// Part of `npm run lint`: every pair scripts/lint/web-feature-imports.js allows is used by an import, so
// the list names only the doors that are open (eslint refuses the pairs it does not name).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { webFeatureImports } from './web-feature-imports.js';

const featuresDir = resolve(import.meta.dirname, '../../packages/web/src/features');

function importedFeatures(feature) {
  const found = new Set();
  const files = readdirSync(join(featuresDir, feature), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const text = readFileSync(join(featuresDir, feature, file), 'utf8');
    for (const match of text.matchAll(/from '#web\/features\/([^/']+)\//g)) found.add(match[1]);
  }
  return found;
}

const unused = Object.entries(webFeatureImports).flatMap(([feature, allowed]) => {
  const used = importedFeatures(feature);
  return Object.keys(allowed)
    .filter((other) => !used.has(other))
    .map((other) => `${feature} → ${other}`);
});
if (unused.length > 0) {
  console.error(
    `scripts/lint/web-feature-imports.js allows imports no file makes (remove them): ${unused.join(', ')}`,
  );
  process.exit(1);
}
