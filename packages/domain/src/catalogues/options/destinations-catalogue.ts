import type { CatalogueEntry } from '../catalogue-types.ts';

/** Destination of the operation (destinoOperacion → iDest; spec 002 §9: 1 Panama, 2 abroad). Names are the DGI schema's. */
export const DESTINATIONS = [
  { codigo: '1', nombre: 'Panamá' },
  { codigo: '2', nombre: 'Extranjero' },
] as const satisfies readonly CatalogueEntry[];
