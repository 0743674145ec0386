import type { CatalogueEntry } from '../catalogue-types.ts';

/** Unit of the cargo weight (unidadPeso → dUnPesoTot; spec 002 §9: 1 g, 2 Kg, 3 tons, 4 lb), named in full. */
export const WEIGHT_UNITS = [
  { codigo: '1', nombre: 'Gramos (g)' },
  { codigo: '2', nombre: 'Kilogramos (kg)' },
  { codigo: '3', nombre: 'Toneladas' },
  { codigo: '4', nombre: 'Libras (lb)' },
] as const satisfies readonly CatalogueEntry[];
