import type { CatalogueEntry } from '../catalogue-types.ts';

/** CAFE print format (formatoCafe → iFormCAFE; spec 002 §9: 1 none, 2 paper roll, 3 letter size). Names are the DGI schema's. */
export const CAFE_FORMATS = [
  { codigo: '1', nombre: 'Sin generación de CAFE' },
  { codigo: '2', nombre: 'Cinta de papel' },
  { codigo: '3', nombre: 'Papel formato carta' },
] as const satisfies readonly CatalogueEntry[];
