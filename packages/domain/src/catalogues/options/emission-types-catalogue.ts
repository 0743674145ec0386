import type { CatalogueEntry } from '../catalogue-types.ts';

/** Emission type (tipoEmision → iTpEmis, default 01; FACTS §1). Names are the DGI schema's. */
export const EMISSION_TYPES = [
  { codigo: '01', nombre: 'Autorización de Uso Previa, Operación normal' },
  { codigo: '02', nombre: 'Autorización de Uso Previa, Operación contingencia' },
  { codigo: '03', nombre: 'Autorización de uso Posterior, Operación normal' },
  { codigo: '04', nombre: 'Autorización de uso Posterior, Operación contingencia' },
] as const satisfies readonly CatalogueEntry[];
