import { resendMessages, voucherFileMessages, sharedMessages } from '@facturar/contracts';

/** The downloads' and resend's Spanish texts (spec 001 §5, §8) and the ones the spec leaves to us. */
export const downloadMessages = {
  voucherNotFound: sharedMessages.voucherNotFound,
  zipNoData: voucherFileMessages.zipNoData,
  templateNotFound: sharedMessages.templateNotFound,
  unreadableDocument: 'No se pudo leer el XML almacenado del comprobante.',
  mailFailed: 'No se pudo enviar el correo electrónico. Intente nuevamente más tarde.',
  noEmails: resendMessages.noEmails,
} as const;
