import { CURRENCIES, INCOTERMS, describeLocation, hasEntry } from '../catalogues/index.ts';

/**
 * The catalogue look-ups the request rules and the document builder need (all from the DGI schema's
 * enumerations), in one place so the catalogue module's spelling stays out of the rules.
 */
export type LocationNames = { province: string; district: string; corregimiento: string };

export function isIncotermCode(code: string): boolean {
  return hasEntry(INCOTERMS, code);
}

export function isCurrencyCode(code: string): boolean {
  return hasEntry(CURRENCIES, code);
}

/** The names of a corregimiento code (`8-8-7`), or undefined when the DGI does not list it. */
export function findCorregimiento(code: string): LocationNames | undefined {
  const names = describeLocation(code);
  return names && { province: names.provincia, district: names.distrito, corregimiento: names.corregimiento };
}
