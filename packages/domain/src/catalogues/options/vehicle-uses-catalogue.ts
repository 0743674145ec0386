import type { CatalogueEntry } from '../catalogue-types.ts';

/** Use of a new vehicle (usoVehiculo → cUsoVehic; spec 002 §9: 1 commercial, 2 private). Names are the DGI schema's. */
export const VEHICLE_USES = [
  { codigo: '1', nombre: 'Comercial' },
  { codigo: '2', nombre: 'Particular' },
] as const satisfies readonly CatalogueEntry[];
