import type { CatalogueEntry } from '../catalogue-types.ts';

/**
 * Paint of a new vehicle (the spec's 'vehicle colour' 1 to 4 and 9 → iTipoPintura). The spec does not
 * show the names; these are the DGI schema's, capitalised.
 */
export const PAINT_TYPES = [
  { codigo: '1', nombre: 'Sólida' },
  { codigo: '2', nombre: 'Metálica' },
  { codigo: '3', nombre: 'Perla' },
  { codigo: '4', nombre: 'Fosca' },
  { codigo: '9', nombre: 'Otra' },
] as const satisfies readonly CatalogueEntry[];
