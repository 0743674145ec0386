import type { CompanySetup } from '@facturar/contracts';

/** Spec 000 §4 'QR security code (estadoCodigoSeguridadQr)'. */
export function qrStatusLabel(status: number): string {
  switch (status) {
    case 1:
      return 'Generado';
    case 2:
      return 'Anulado';
    case 3:
      return 'Pendiente';
    default:
      return 'En espera de comunicación con la DGI';
  }
}

/** Spec 000 §4 'PAC affiliation (estadoAfiliacionPac)'. */
export function affiliationStatusLabel(status: number): string {
  if (status === 1 || status === 2) return 'Afiliada';
  if (status === 3) return 'Pendiente';
  return 'En espera de comunicación con la DGI';
}

/** With a PAC that signs (the integration API, issue 30), the PAC keeps the affiliation and the QR code. */
export const managedByThePac = 'Lo gestiona el PAC (firma los comprobantes de la empresa)';

const isAffiliationUnsettled = (company: CompanySetup) =>
  company.estadoAfiliacionPac === 3 || company.estadoAfiliacionPac === 4;

export function canGenerateQr(company: CompanySetup): boolean {
  return !company.pacFirma && company.estadoCodigoSeguridadQr !== 1 && !isAffiliationUnsettled(company);
}

export function canAnnulQr(company: CompanySetup): boolean {
  return !company.pacFirma && company.estadoCodigoSeguridadQr !== 2 && !isAffiliationUnsettled(company);
}

/**
 * Why the QR actions are not offered, said under them (issue 29: nothing stays disabled without saying
 * why); null when both are.
 */
export function qrUnavailableReason(company: CompanySetup): string | null {
  if (company.pacFirma) return `${managedByThePac}.`;
  if (isAffiliationUnsettled(company))
    return 'Primero afilie la empresa al PAC (menú de usuario, Afiliación al PAC); luego genere el código QR.';
  if (company.estadoCodigoSeguridadQr === 1) return 'El código de seguridad QR ya está generado.';
  if (company.estadoCodigoSeguridadQr === 2)
    return 'El código de seguridad QR está anulado: genere uno nuevo.';
  return null;
}

/** Why affiliation is not offered: the company already is. */
export function affiliationUnavailableReason(company: CompanySetup): string | null {
  if (company.pacFirma) return `${managedByThePac}.`;
  return canAffiliate(company) ? null : 'La empresa ya está afiliada al PAC.';
}

export function canAffiliate(company: CompanySetup): boolean {
  return !company.pacFirma && company.estadoAfiliacionPac !== 1 && company.estadoAfiliacionPac !== 2;
}

/** Spec 000 §8 'QR security code' and 'PAC affiliation' ({product} is 'factura'). */
export const pacMessages = {
  qrSuccess: 'La solicitud del código de seguridad QR se ha realizado con éxito.',
  qrFailed: 'No se pudo realizar la solicitud del código de seguridad QR.',
  qrPending: 'La solicitud del código de seguridad QR está pendiente. Repita la acción más tarde.',
  affiliationSuccess: 'La afiliación de la empresa al PAC fue un éxito.',
  affiliationNoAuthorisation:
    'El RUC de la empresa no posee resolución de autorización de uso de factura electrónica.',
  affiliationDgiProblem:
    'Existen problemas al comunicarse con la DGI. Por favor intente más tarde o contáctese con soporte',
} as const;
