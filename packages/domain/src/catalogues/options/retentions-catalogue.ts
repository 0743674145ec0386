import type { PercentageEntry } from '../catalogue-types.ts';

/**
 * Retention codes (cCodRetenc) with the share of the document's ITBMS they retain (spec 002 §5
 * 'Retention' and §9). Names are the DGI schema's, without the stray ' 1' after code 1's. The spec does
 * not show code 8's percentage; its amount rule ('otherwise 0') makes it 0.
 */
export const RETENTIONS = [
  { codigo: '1', nombre: 'Pago por servicio profesional al estado 100%', porcentaje: '100' },
  { codigo: '2', nombre: 'Pago por venta de bienes/servicios al estado 50%', porcentaje: '50' },
  {
    codigo: '3',
    nombre: 'Pago o acreditación a no domiciliado o empresa constituida en el exterior 100%',
    porcentaje: '100',
  },
  { codigo: '4', nombre: 'Pago o acreditación por compra de bienes/servicios 50%', porcentaje: '50' },
  { codigo: '7', nombre: 'Pago a comercio afiliado a sistema de TC/TD 50%', porcentaje: '50' },
  { codigo: '8', nombre: 'Otros (disminución de la retención)', porcentaje: '0' },
] as const satisfies readonly PercentageEntry[];
