import type { CatalogueEntry } from '../catalogue-types.ts';

/** Person (taxpayer) type of a RUC (tipoRuc → dTipoRuc; spec 002 §9: 1 natural, 2 legal). Names are the DGI schema's. */
export const PERSON_TYPES = [
  { codigo: '1', nombre: 'Natural' },
  { codigo: '2', nombre: 'Jurídico' },
] as const satisfies readonly CatalogueEntry[];
