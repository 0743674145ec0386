import { resendMessages, voucherFileMessages } from '@facturar/contracts';

/** The downloads' and resend's Spanish texts (spec 001 §5, §8) and the ones the spec leaves to us. */
export const downloadMessages = {
  voucherNotFound: 'No se encontró el comprobante.',
  zipNoData: voucherFileMessages.zipNoData,
  templateNotFound: 'La plantilla indicada no existe.',
  unreadableDocument: 'No se pudo leer el XML almacenado del comprobante.',
  mailFailed: 'No se pudo enviar el correo electrónico. Intente nuevamente más tarde.',
  noEmails: resendMessages.noEmails,
} as const;
