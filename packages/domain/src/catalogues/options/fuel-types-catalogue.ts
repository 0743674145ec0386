import type { CatalogueEntry } from '../catalogue-types.ts';

/**
 * Fuel of a new vehicle (tipoCombustible → iCombust). The spec (002 §9) lists the codes without names;
 * these are the DGI schema's, capitalised and with its typos ('electico', missing accents) fixed.
 */
export const FUEL_TYPES = [
  { codigo: '01', nombre: 'Gasolina' },
  { codigo: '02', nombre: 'Diésel' },
  { codigo: '03', nombre: 'Etanol' },
  { codigo: '08', nombre: 'Eléctrico' },
  { codigo: '09', nombre: 'Gasolina/eléctrico' },
  { codigo: '99', nombre: 'Otro' },
] as const satisfies readonly CatalogueEntry[];
