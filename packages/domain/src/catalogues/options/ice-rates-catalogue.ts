import type { PercentageEntry } from '../catalogue-types.ts';

/**
 * Excise (ICE) codes with their percentages. The spec (002 §9) says there are about 28 and shows only
 * these five; the DGI schema has no ICE list (its excise is the ISC), so the rest cannot be typed from a
 * source. The codes come from the Ecuadorian product this one grew out of, and the names (not shown in
 * the spec) are that tax table's: cigarettes, other tobacco, alcoholic drinks, beer, soft drinks.
 */
export const ICE_RATES = [
  { codigo: '3011', nombre: 'ICE Cigarrillos rubios', porcentaje: '0' },
  {
    codigo: '3023',
    nombre: 'ICE Productos del tabaco y sucedáneos del tabaco excepto cigarrillos',
    porcentaje: '150',
  },
  { codigo: '3031', nombre: 'ICE Bebidas alcohólicas', porcentaje: '75' },
  { codigo: '3041', nombre: 'ICE Cerveza industrial', porcentaje: '75' },
  { codigo: '3051', nombre: 'ICE Bebidas gaseosas', porcentaje: '10' },
] as const satisfies readonly PercentageEntry[];
