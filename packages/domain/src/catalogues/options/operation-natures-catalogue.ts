import type { CatalogueEntry } from '../catalogue-types.ts';

/** Nature of the operation (naturalezaOperacion → iNatOp; spec 002 §9). Names are the DGI schema's. */
export const OPERATION_NATURES = [
  { codigo: '01', nombre: 'Venta' },
  { codigo: '02', nombre: 'Exportación' },
  { codigo: '10', nombre: 'Transferencia' },
  { codigo: '11', nombre: 'Devolución' },
  { codigo: '12', nombre: 'Consignación' },
  { codigo: '13', nombre: 'Remesa' },
  { codigo: '14', nombre: 'Entrega gratuita' },
  { codigo: '20', nombre: 'Compra' },
  { codigo: '21', nombre: 'Importación' },
] as const satisfies readonly CatalogueEntry[];
