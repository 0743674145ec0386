import type { RateEntry } from '../catalogue-types.ts';

/**
 * The spec's 'other rate' list (spec 002 §9: 0.0, 0.035, 0.05, 0.06, 0.1325, 0.325), which is the ISC rate
 * of an item (tasaIsc → dTasaISC). The code is the schema's literal; the names summarise the schema's
 * annotations, which give several products per rate (0.00 appears twice there, for spirits and for
 * non-metallic mining).
 */
export const ISC_RATES = [
  { codigo: '0.00', nombre: 'Bebidas espirituosas; minería no metálica', tasa: '0.00' },
  { codigo: '0.035', nombre: 'Licores', tasa: '0.035' },
  {
    codigo: '0.05',
    nombre:
      'Gaseosas; joyas y armas de fuego; televisión por cable, microondas y satelital, telefonía móvil; bebidas alcohólicas y vinos (B/. 0.05 por litro)',
    tasa: '0.05',
  },
  { codigo: '0.06', nombre: 'Jarabes, siropes o concentrados', tasa: '0.06' },
  { codigo: '0.1325', nombre: 'Cervezas (B/. 0.1325 por litro)', tasa: '0.1325' },
  { codigo: '0.325', nombre: 'Cigarrillos y tabacos', tasa: '0.325' },
] as const satisfies readonly RateEntry[];
