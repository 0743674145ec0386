import type { RateEntry } from '../catalogue-types.ts';

/** ITBMS rates of an item (dTasaITBMS; spec 002 §9: 00 = 0 % exempt, 01 = 7 %, 02 = 10 %, 03 = 15 %). Names are the DGI schema's. */
export const ITBMS_RATES = [
  { codigo: '00', nombre: 'Tasa 0 (Exonerado)', tasa: '0.00' },
  { codigo: '01', nombre: 'Tasa 7% (Regular)', tasa: '0.07' },
  { codigo: '02', nombre: 'Tasa 10% (alcoholes y derivados)', tasa: '0.10' },
  { codigo: '03', nombre: 'Tasa 15% (cigarrillos)', tasa: '0.15' },
] as const satisfies readonly RateEntry[];
