import type { CatalogueEntry } from '../catalogue-types.ts';

/** Receiver type (iTipoRec; FACTS §1). Names are the DGI schema's. */
export const RECEIVER_TYPES = [
  { codigo: '01', nombre: 'Contribuyente' },
  { codigo: '02', nombre: 'Consumidor final' },
  { codigo: '03', nombre: 'Gobierno' },
  { codigo: '04', nombre: 'Extranjero' },
] as const satisfies readonly CatalogueEntry[];
