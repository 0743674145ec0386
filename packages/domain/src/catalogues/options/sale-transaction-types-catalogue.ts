import type { CatalogueEntry } from '../catalogue-types.ts';

/** Sale transaction type (tipoTransaccionVenta → iTipoTranVenta; the spec's 'sale concept' 1 to 4, names not shown). Names are the DGI schema's. */
export const SALE_TRANSACTION_TYPES = [
  { codigo: '1', nombre: 'Ventas del Giro' },
  { codigo: '2', nombre: 'Venta Activo Fijo' },
  { codigo: '3', nombre: 'Venta Bien Raíz' },
  { codigo: '4', nombre: 'Prestación de Servicio' },
] as const satisfies readonly CatalogueEntry[];
