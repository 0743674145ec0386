import { isApiCallError, networkMessage } from '#web/lib/api-call-error.ts';
import type { ProcessResult } from './result-dialog.tsx';

const contactText = 'Contáctese con el administrador del Sistema.';

/** Spec 001 §8 'Purchase eligibility', 'Purchase registration', 'Annul package', 'Package review'. */
export const purchaseTexts = {
  cannotPurchase: 'Error, no puede adquirir un nuevo paquete',
  networkShort: 'Error en la red',
  withProof:
    'La transacción sera verificada en los próximos minutos, si tiene alguna inquietud por favor contáctese con su proveedor.',
  withoutProof: 'Transacción realizada',
  reminder:
    "Recuerde subir el comprobante de pago desde 'Subir comprobante' para completar la contratación del paquete.",
  annulQuestion: (plan: string) => `¿Está seguro de anular el paquete ${plan}?`,
  annulled: 'El paquete se ha anulado con éxito!',
  approved: 'El paquete se ha aprobado con éxito!',
  rejected: 'El pago ha sido rechazado!',
  approveFailed: 'Error, comprobante no anulado',
  rejectFailed: 'Error en la red, transacción no realizada',
  success: 'Proceso Exitoso',
} as const;

/**
 * What each state of 'Subir comprobante' means for the company, under the spec's own name (spec 001 §3:
 * CONTRATADO is a purchase whose receipt waits for review; its vouchers come only when it is APROBADO,
 * ADR 0146).
 */
export const paymentStateNotes: Readonly<Record<number, string>> = {
  1: 'Falta subir el comprobante de pago.',
  2: 'Comprobante en revisión: los comprobantes se acreditan cuando se apruebe el pago.',
  4: 'Pago rechazado: suba un nuevo comprobante o anule el paquete.',
};

/** A failed purchase registration or proof upload as the spec words it, by status. */
export function purchaseFailure(error: unknown): ProcessResult {
  if (!isApiCallError(error) || error.code === 'NETWORK')
    return { title: 'Error', message: networkMessage, severity: 'error' };
  if (error.status === 400)
    return {
      title: 'Error',
      message: `No se pudo registrar la solicitud. ${contactText}`,
      detail: error.mensaje,
      severity: 'error',
    };
  if (error.status === 404)
    return { title: 'Transacción fallida', message: `${error.mensaje} ${contactText}`, severity: 'error' };
  if (error.status === 409) return { title: 'Error', message: error.mensaje, severity: 'error' };
  return { title: 'Error', message: `Ocurrió un error interno. ${contactText}`, severity: 'error' };
}

/**
 * A failed review (spec 001 §8 'Package review'): an approval the server refused says 'Error, comprobante no
 * anulado' with its reason, one that got no answer 'Error en la red'; a failed rejection 'Error en la red,
 * transacción no realizada'.
 */
export function reviewFailure(error: unknown, isApproval: boolean): ProcessResult {
  const isAnswered = isApiCallError(error) && error.code === 'HTTP';
  const message = !isApproval
    ? purchaseTexts.rejectFailed
    : isAnswered
      ? purchaseTexts.approveFailed
      : purchaseTexts.networkShort;
  return { title: 'Error', message, detail: serverMessageOr(error, ''), severity: 'error' };
}

/** The server's message of a failed call, or the spec's fallback when no answer arrived. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : fallback;
}
