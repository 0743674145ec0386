import type { CatalogueEntry } from '../catalogue-types.ts';

/**
 * Payment term (tiempoPago → iPzPag; spec 002 §9: 1 cash, 2 credit, 3 mixed). Named as the spec means
 * them (the DGI schema says Inmediato, Plazo, Mixto); 2 requires instalment information.
 */
export const PAYMENT_TERMS = [
  { codigo: '1', nombre: 'Contado' },
  { codigo: '2', nombre: 'Crédito' },
  { codigo: '3', nombre: 'Mixto' },
] as const satisfies readonly CatalogueEntry[];
