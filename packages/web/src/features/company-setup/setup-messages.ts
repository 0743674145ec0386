import { certificateRuleMessages } from '@facturar/contracts';
import { isApiCallError, isNetworkError, networkMessage, readErrorStatus } from '#web/lib/api-call-error.ts';

/** Spec 000 §8 'Certificate': a 400 shows apierror.mensaje, a 404 adds the administrator line. */
export function describeCertificateFailure(error: unknown): string {
  if (isNetworkError(error)) return networkMessage;
  const status = readErrorStatus(error);
  const mensaje = isApiCallError(error) ? error.mensaje : certificateRuleMessages.readFailed;
  if (status === 404) return `${mensaje} Contáctese con el administrador del Sistema.`;
  return mensaje;
}

/** Spec 000 §8 'Logo update': a 400 whose reason is the file shows it; any other 400 the spec's default. */
export function describeLogoFailure(error: unknown, defaultMessage: string): string {
  if (isNetworkError(error)) return networkMessage;
  if (readErrorStatus(error) === 400 && isApiCallError(error) && error.mensajeSistema?.startsWith('LOGO_')) {
    return error.mensaje;
  }
  return defaultMessage;
}
