import type { TokenClaims } from '@facturar/contracts';
import { describeCallFailure } from '#web/lib/api-call-error.ts';
import { BrowserRefusal } from '#web/lib/browser-refusal.ts';

/** The password-change messages of spec 000 §8, word for word. */
export const passwordChangeMessages = {
  rejected: 'No se pudo actualizar la contraseña.',
  authentication: 'Error de autenticación.',
  wrongCurrentPassword: 'La contraseña actual enviada no coincide con los registros.',
  noToken: 'Su sesión expiro.',
  sessionExpiring: 'La sesión expiro, vuela a la pantalla de Login.',
  changed: 'Contraseña actualizada',
} as const;

/** Spec 000 §4 and §9: a change needs at least this much token life left. */
export const minTokenLifeForPasswordChangeMs = 360_000;

/** A change the browser refuses to send (no token, or too little session left), with its message. */
export class PasswordChangeRefused extends BrowserRefusal {}

/** Why a change may not be sent right now, or null when it may. */
export function checkPasswordChangeAllowed(
  claims: Pick<TokenClaims, 'exp'> | null,
  nowMs: number,
): string | null {
  if (!claims) {
    return passwordChangeMessages.noToken;
  }
  return claims.exp * 1000 - nowMs < minTokenLifeForPasswordChangeMs
    ? passwordChangeMessages.sessionExpiring
    : null;
}

export function describePasswordChangeFailure(error: unknown): string {
  if (error instanceof PasswordChangeRefused) {
    return error.mensaje;
  }
  return describeCallFailure(
    error,
    { 405: passwordChangeMessages.wrongCurrentPassword, 401: passwordChangeMessages.authentication },
    passwordChangeMessages.rejected,
  );
}
