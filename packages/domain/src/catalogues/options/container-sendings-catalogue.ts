import type { CatalogueEntry } from '../catalogue-types.ts';

/**
 * Container sending (envioContenedorReceptor → dEnvFE; spec 002 §9: 1 normal, 2 receiver exempts the
 * issuer). Names are the DGI schema's, with its cut-off last word ('contenedo') completed.
 */
export const CONTAINER_SENDINGS = [
  { codigo: '1', nombre: 'Normal' },
  { codigo: '2', nombre: 'El receptor exceptúa al emisor de la obligatoriedad de envío del contenedor' },
] as const satisfies readonly CatalogueEntry[];
