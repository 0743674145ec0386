import { ITBMS_CODES, RECEIVER_TYPES, findEntry } from '@facturar/domain';

/**
 * Spanish names the CAFE prints for DGI codes, as the DGI schema (FE_v1.00.xsd) and spec 002 §9 name them.
 * An unknown code prints as the code itself: the CAFE must never fail over a label.
 */
const DOCUMENT_TYPES: Record<string, string> = {
  '01': 'Factura de Operación Interna',
  '02': 'Factura de Importación',
  '03': 'Factura de Exportación',
  '04': 'Nota de Crédito referente a una o varias FE',
  '05': 'Nota de Débito referente a una o varias FE',
  '06': 'Nota de Crédito Genérica',
  '07': 'Nota de Débito Genérica',
  '08': 'Factura de Zona Franca',
  '09': 'Reembolso',
};

const EMISSION_TYPES: Record<string, string> = {
  '01': 'Autorización de uso previa, operación normal',
  '02': 'Autorización de uso previa, operación en contingencia',
  '03': 'Autorización de uso posterior, operación normal',
  '04': 'Autorización de uso posterior, operación en contingencia',
};

const PAYMENT_FORMS: Record<string, string> = {
  '01': 'Crédito',
  '02': 'Contado',
  '03': 'Tarjeta de crédito',
  '04': 'Tarjeta de débito',
  '05': 'Tarjeta de fidelidad',
  '06': 'Vale de devolución',
  '07': 'Vale de regalo',
  '08': 'Transferencia / depósito a cuenta bancaria',
  '09': 'Cheque',
  '10': 'Punto de pago',
  '99': 'Otro',
};

const PAYMENT_TERMS: Record<string, string> = { '1': 'Inmediato', '2': 'A plazo', '3': 'Mixto' };

const RETENTION_CODES: Record<string, string> = {
  '1': 'Pago por servicio profesional al Estado (100 %)',
  '2': 'Pago por venta de bienes o servicios al Estado (50 %)',
  '3': 'Pago o acreditación a no domiciliado o empresa constituida en el exterior (100 %)',
  '4': 'Pago o acreditación por compra de bienes o servicios (50 %)',
  '7': 'Pago a comercio afiliado a sistema de TC/TD (50 %)',
  '8': 'Otros (disminución de la retención)',
};

const OTHER_TAXES: Record<string, string> = { '01': 'SUMA 911', '02': 'Tasa Portabilidad Numérica' };

/** Every ITBMS rate code, in the order the CAFE lists them. */
export const ITBMS_RATE_CODES = ITBMS_CODES;

/** Contingency emission types: the document is printed before the PAC has authorised it. */
const CONTINGENCY_EMISSION_TYPES = new Set(['02', '04']);

export function nameDocumentType(code: string): string {
  return DOCUMENT_TYPES[code] ?? `Documento tipo ${code}`;
}

export function nameEmissionType(code: string): string {
  return EMISSION_TYPES[code] ?? code;
}

export function nameReceiverType(code: string): string {
  return findEntry(RECEIVER_TYPES, code)?.nombre ?? code;
}

export function namePaymentForm(code: string): string {
  return PAYMENT_FORMS[code.padStart(2, '0')] ?? code;
}

export function namePaymentTerm(code: string): string {
  return PAYMENT_TERMS[code] ?? code;
}

export function nameRetention(code: string): string {
  return RETENTION_CODES[code] ?? code;
}

export function nameOtherTax(code: string): string {
  return OTHER_TAXES[code] ?? code;
}

export function isContingencyEmission(emissionType: string): boolean {
  return CONTINGENCY_EMISSION_TYPES.has(emissionType);
}
