import type { CatalogueEntry } from '../catalogue-types.ts';

/** Receiver type (iTipoRec; FACTS §1). Names are the DGI schema's. */
export const RECEIVER_TYPES = [
  { codigo: '01', nombre: 'Contribuyente' },
  { codigo: '02', nombre: 'Consumidor final' },
  { codigo: '03', nombre: 'Gobierno' },
  { codigo: '04', nombre: 'Extranjero' },
] as const satisfies readonly CatalogueEntry[];

/**
 * The receiver's name wherever a final consumer gave none (the lists, the CAFE's name field, the cancellation
 * question), written one way (issue 29).
 */
export const FINAL_CONSUMER_NAME = 'CONSUMIDOR FINAL';
