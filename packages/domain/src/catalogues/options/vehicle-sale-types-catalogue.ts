import type { CatalogueEntry } from '../catalogue-types.ts';

/** Sale type of a new vehicle (modalidadOperacionVenta → iModOpVN; spec 002 §9). Names are the DGI schema's, capitalised. */
export const VEHICLE_SALE_TYPES = [
  { codigo: '01', nombre: 'Venta a representante' },
  { codigo: '02', nombre: 'Venta a consumidor final' },
  { codigo: '03', nombre: 'Venta a gobierno' },
  { codigo: '04', nombre: 'Venta a flota de vehículos' },
  { codigo: '99', nombre: 'Otra' },
] as const satisfies readonly CatalogueEntry[];
