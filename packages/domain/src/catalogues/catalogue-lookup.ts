import type { CatalogueEntry } from './catalogue-types.ts';

// One index per catalogue array, built on first use: lists of hundreds of entries are looked up per
// document line, and a WeakMap keeps the catalogue modules themselves plain, tree-shakeable data.
const indexes = new WeakMap<readonly CatalogueEntry[], ReadonlyMap<string, CatalogueEntry>>();

function indexCatalogue<T extends CatalogueEntry>(catalogue: readonly T[]): ReadonlyMap<string, T> {
  const known = indexes.get(catalogue);
  if (known) return known as ReadonlyMap<string, T>;
  const index = new Map(catalogue.map((entry) => [entry.codigo, entry] as const));
  indexes.set(catalogue, index);
  return index;
}

/** The entry of a catalogue with this exact code, or undefined. */
export function findEntry<T extends CatalogueEntry>(catalogue: readonly T[], codigo: string): T | undefined {
  return indexCatalogue(catalogue).get(codigo);
}

/** Whether the code is one of the catalogue's codes. */
export function hasEntry(catalogue: readonly CatalogueEntry[], codigo: string): boolean {
  return indexCatalogue(catalogue).has(codigo);
}
