import type { CatalogueEntry } from '../catalogue-types.ts';

/** Type of a new vehicle (tipoVehiculo → cTipoVehic). The spec does not show the names; these are the DGI schema's, capitalised. */
export const VEHICLE_TYPES = [
  { codigo: '1', nombre: 'Motocicleta' },
  { codigo: '2', nombre: 'Bus' },
  { codigo: '3', nombre: 'Camión' },
  { codigo: '4', nombre: 'Sedán' },
  { codigo: '5', nombre: 'Camioneta' },
  { codigo: '6', nombre: 'Pickup' },
] as const satisfies readonly CatalogueEntry[];
