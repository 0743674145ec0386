/** What decides whether a company may issue at all (spec 000 §4 'Invoicing block'). */
export type InvoicingStatus = { pacAffiliationStatus: number; qrStatus: number };

/**
 * Spec 000 §4: issuing is blocked when the PAC affiliation status equals 3 or the QR security code status
 * differs from 1 (the spec's stated exact reading of a confusingly worded source).
 */
export function isInvoicingBlocked(status: InvoicingStatus): boolean {
  return status.pacAffiliationStatus === 3 || status.qrStatus !== 1;
}

/** Spec 000 §8 'Company cannot invoice', with {product}r = 'facturar'. */
export const INVOICING_BLOCKED_MESSAGE =
  'La empresa no tiene permitido facturar, porque aún no se encuentra afiliada al PAC o no está generado el código de seguridad QR.';
