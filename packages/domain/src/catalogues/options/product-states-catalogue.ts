import type { CatalogueEntry } from '../catalogue-types.ts';

/** State of a new vehicle (condicionVehiculo → iCondVehic; spec 002 §9: 1 finished, 2 semi-finished, 3 unfinished). Names are the DGI schema's, capitalised. */
export const PRODUCT_STATES = [
  { codigo: '1', nombre: 'Acabado' },
  { codigo: '2', nombre: 'Semi acabado' },
  { codigo: '3', nombre: 'Inacabado' },
] as const satisfies readonly CatalogueEntry[];
