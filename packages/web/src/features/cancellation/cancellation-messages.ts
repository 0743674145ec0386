import { isApiCallError, networkMessage, unexpectedErrorMessage } from '#web/lib/api-call-error.ts';

/** Spec 002 §5 'Cancellation event' and §8. */
export const cancellationMessages = {
  registered: 'Evento registrado con éxito',
  success: 'Anulación exitosa.',
  failure: 'Error al anular el comprobante.',
  lookupLength: 'Ingrese 66 caracteres referentes al CUFE referenciado.',
  lookupNotFound: 'No existen un comprobante con el cufe ingresado',
  lookupFailure: 'Existen problemas para consultar el CUFE contactese con el administrador',
} as const;

/** The cancellation succeeded only when the server says the event was registered (spec 002 §7). */
export function isCancellationRegistered(answer: { mensajeSistema: string }): boolean {
  return answer.mensajeSistema === cancellationMessages.registered;
}

/** A failed cancellation: the network message, else the server's apierror.mensaje, else the generic one. */
export function readCancellationFailure(error: unknown): string {
  if (!isApiCallError(error)) return cancellationMessages.failure;
  if (error.code === 'NETWORK') return networkMessage;
  if (error.code === 'HTTP' && error.mensaje !== unexpectedErrorMessage) return error.mensaje;
  return cancellationMessages.failure;
}
