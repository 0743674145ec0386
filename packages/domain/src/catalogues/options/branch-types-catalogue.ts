import type { CatalogueEntry } from '../catalogue-types.ts';

/** Branch type (tipoSucursal → iTipoSuc; the spec's 'operation type: 1 retail, 2 wholesale'). Names are the DGI schema's. */
export const BRANCH_TYPES = [
  { codigo: '1', nombre: 'Mayor cantidad de Operaciones venta al detal (retail)' },
  { codigo: '2', nombre: 'Mayor cantidad de Operaciones venta al por mayor' },
] as const satisfies readonly CatalogueEntry[];
