import type { SpecCatalogueEntry } from '../catalogue-types.ts';

/**
 * Payment forms (iFormaPago, spec 002 §9). Names are the DGI schema's; 09 (cheque) and 10 (payment
 * point) are the spec's and schema v1.00 does not enumerate them, so a document carrying them fails the
 * XSD check until the DGI publishes the schema that has them.
 */
export const PAYMENT_FORMS = [
  { codigo: '01', nombre: 'Crédito', isInDgiSchema: true },
  { codigo: '02', nombre: 'Contado', isInDgiSchema: true },
  { codigo: '03', nombre: 'Tarjeta Crédito', isInDgiSchema: true },
  { codigo: '04', nombre: 'Tarjeta Débito', isInDgiSchema: true },
  { codigo: '05', nombre: 'Tarjeta Fidelidad', isInDgiSchema: true },
  { codigo: '06', nombre: 'Vale devolución', isInDgiSchema: true },
  { codigo: '07', nombre: 'Vale regalo', isInDgiSchema: true },
  { codigo: '08', nombre: 'Transf. / Depósito a cta. bancaria', isInDgiSchema: true },
  { codigo: '09', nombre: 'Cheque', isInDgiSchema: false },
  { codigo: '10', nombre: 'Punto de pago', isInDgiSchema: false },
  { codigo: '99', nombre: 'Otro', isInDgiSchema: true },
] as const satisfies readonly SpecCatalogueEntry[];
