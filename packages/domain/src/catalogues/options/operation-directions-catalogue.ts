import type { CatalogueEntry } from '../catalogue-types.ts';

/** Direction of the operation (tipoOperacion → iTipoOp; spec 002 §9: 1 out/sale, 2 in/purchase). Names are the DGI schema's. */
export const OPERATION_DIRECTIONS = [
  { codigo: '1', nombre: 'Salida o Venta' },
  { codigo: '2', nombre: 'Entrada o Compra' },
] as const satisfies readonly CatalogueEntry[];
