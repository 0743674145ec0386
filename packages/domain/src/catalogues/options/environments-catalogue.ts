import type { CatalogueEntry } from '../catalogue-types.ts';

/** DGI environment (iAmb; FACTS §1: 1 production, 2 test). Names are the DGI schema's. */
export const ENVIRONMENTS = [
  { codigo: '1', nombre: 'Producción' },
  { codigo: '2', nombre: 'Pruebas' },
] as const satisfies readonly CatalogueEntry[];
