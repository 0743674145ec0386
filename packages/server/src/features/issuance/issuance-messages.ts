import { sharedMessages } from '@facturar/contracts';
import { INVOICING_BLOCKED_MESSAGE } from '@facturar/domain';
import { AppError, type FieldProblem } from '../../errors/app-error.ts';

/** Spanish texts of spec 002 §8 and 000 §8 that generation answers with, plus the ones the spec leaves open. */
export const issuanceMessages = {
  generationFailed: 'Error al generar el comprobante.',
  companyBlocked: INVOICING_BLOCKED_MESSAGE,
  notYourAssignment: 'El comprobante debe emitirlo el usuario de la sesión.',
  issuerInactive: 'El usuario emisor ya no está activo en la empresa.',
  notYourCompany: 'El RUC emisor no corresponde a la empresa de la sesión.',
  templateNotFound: sharedMessages.templateNotFound,
  noBillingPoint: 'No tiene asignado un punto de facturación para numerar sus comprobantes.',
  noVouchers: sharedMessages.noVouchers,
  certificateUnreadable:
    'No se pudo leer el certificado de firma electrónica de la empresa. Vuelva a cargarlo.',
  qrSecretMissing: 'La empresa no tiene generado el código de seguridad QR.',
  idempotencyReused: 'La clave de idempotencia ya se usó con otro comprobante.',
  previewFailed: 'Error al generar el cafe.',
  receiverDvMismatch: (name: string, ruc: string, dv: string) =>
    `El DV ${dv} del cliente ${name} no corresponde al RUC ${ruc} según la DGI; corrija el cliente antes de emitir.`,
  receiverNotRegistered: (name: string, ruc: string) =>
    `El RUC ${ruc} del cliente ${name} no está inscrito en la DGI; corrija el cliente antes de emitir.`,
} as const;

/** Generation failures carry the user's message in mensajeSistema too: the form shows that field. */
export function refuseGeneration(message: string, errores?: FieldProblem[]): AppError {
  return new AppError('validation', message, { mensajeSistema: message, ...(errores ? { errores } : {}) });
}
