import type { CatalogueEntry } from '../catalogue-types.ts';

/** CAFE delivery (entregaCafe → iEntCAFE; spec 002 §9: 1 none, 2 on paper, 3 electronic). Names are the DGI schema's. */
export const CAFE_DELIVERIES = [
  { codigo: '1', nombre: 'Sin generación de CAFE' },
  { codigo: '2', nombre: 'CAFE entregado para el receptor en papel' },
  { codigo: '3', nombre: 'CAFE enviado para el receptor en formato electrónico' },
] as const satisfies readonly CatalogueEntry[];
