import { sharedMessages } from '@facturar/contracts';

/** Spec 000 §8 'QR security code' and 'PAC affiliation'. */
export const pacAffiliationMessages = {
  qrRequestFailed: 'No se pudo realizar la solicitud del código de seguridad QR.',
  notAffiliated: 'La empresa aún no se encuentra afiliada al PAC.',
  affiliationFailed: 'No se pudo realizar la afiliación de la empresa al PAC.',
  onlyAdministrators: sharedMessages.companyAdminOnly,
} as const;
