import type { DocumentTypeEntry } from '../catalogue-types.ts';

/**
 * Document types (iDoc 01..09) with their menu ids (spec 002 §1). The Spanish names are the landing
 * screen's card labels (spec 002 §2, 'Landing screen AGC') joined to their group, as the emission
 * screen's title ('Emisión de' + name) shows them.
 */
export const DOCUMENT_TYPES = [
  { codigo: '01', nombre: 'Factura de Operación Interna', menu: 'FOP' },
  { codigo: '02', nombre: 'Factura de Importación', menu: 'FIM' },
  { codigo: '03', nombre: 'Factura de Exportación', menu: 'FEX' },
  { codigo: '04', nombre: 'Nota de Crédito Referente a una o varias FE', menu: 'NCR' },
  { codigo: '05', nombre: 'Nota de Débito Referente a una o varias FE', menu: 'NDR' },
  { codigo: '06', nombre: 'Nota de Crédito Genérica', menu: 'NCG' },
  { codigo: '07', nombre: 'Nota de Débito Genérica', menu: 'NDG' },
  { codigo: '08', nombre: 'Factura de Zona Franca', menu: 'FZF' },
  { codigo: '09', nombre: 'Reembolso', menu: 'REE' },
] as const satisfies readonly DocumentTypeEntry[];
