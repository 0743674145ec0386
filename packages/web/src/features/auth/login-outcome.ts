import type { TokenClaims } from '@facturar/contracts';
import { minRemainingForFirstLoginMs, readRemainingMs } from '#web/lib/session/session-timing.ts';
import {
  describeCallFailure,
  isApiCallError,
  isNetworkError,
  networkMessage,
} from '#web/lib/api-call-error.ts';
import { BrowserRefusal } from '#web/lib/browser-refusal.ts';
import { decodeTokenClaims } from '#web/lib/jwt.ts';
import { loginMessages } from './login-messages.ts';

export type LoginOutcome =
  | { kind: 'enter'; token: string; claims: TokenClaims }
  | { kind: 'change-password'; token: string; claims: TokenClaims }
  | { kind: 'denied'; message: string; token: string | null };

const lockedUserCode = 'USUARIO_BLOQUEADO';
const lastAttemptCode = 'ULTIMO_INTENTO';
const secondStepExpiredCode = 'DESAFIO_EXPIRADO';

/** A login the server accepted but the user may not use (deactivated, blocked, unknown state, bad token). */
export class LoginDenied extends BrowserRefusal {}

/** What a successful login answer means for the user, by the state claim of its token (spec 000 §4). */
export function decideLoginOutcome(token: string, nowMs: number): LoginOutcome {
  const claims = decodeTokenClaims(token);
  if (!claims) {
    return { kind: 'denied', message: loginMessages.invalidToken, token: null };
  }
  switch (claims.state) {
    case 'ACT':
      return { kind: 'enter', token, claims };
    case 'PRI':
      return readRemainingMs(claims, nowMs) >= minRemainingForFirstLoginMs
        ? { kind: 'change-password', token, claims }
        : { kind: 'denied', message: loginMessages.invalidToken, token };
    case 'DES':
      return { kind: 'denied', message: loginMessages.deactivatedUser, token };
    case 'BLO':
      return { kind: 'denied', message: loginMessages.tooManyAttempts, token };
    default:
      return { kind: 'denied', message: loginMessages.undefinedState, token };
  }
}

/** The message for a login that failed or was denied (spec 000 §4, §8). */
export function describeLoginFailure(error: unknown): string {
  if (error instanceof LoginDenied) {
    return error.mensaje;
  }
  if (!isApiCallError(error) || error.code === 'INVALID_RESPONSE') {
    return loginMessages.invalidToken;
  }
  if (error.code === 'NETWORK') {
    return networkMessage;
  }
  // Too many attempts (per address or per user name): the server's own message says to wait.
  if (error.status === 429) {
    return error.mensaje;
  }
  if (error.mensajeSistema === secondStepExpiredCode) {
    return error.mensaje;
  }
  if (error.mensajeSistema === lastAttemptCode) return loginMessages.lastAttempt;
  const isLocked = error.mensajeSistema === lockedUserCode || error.mensaje === loginMessages.lockedUser;
  return isLocked
    ? `${loginMessages.lockedUser} ${loginMessages.lockedUserHelp}`
    : loginMessages.invalidCredentials;
}

/** A second step that cannot go on: the challenge expired, or the user is locked; the password comes next. */
export function isSecondStepOver(error: unknown): boolean {
  if (!isApiCallError(error)) return true;
  return error.mensajeSistema === secondStepExpiredCode || error.mensajeSistema === lockedUserCode;
}

/** The message for a code refused in the second step: the server's own, or the network's. */
export function describeSecondStepFailure(error: unknown): string {
  if (isNetworkError(error)) return networkMessage;
  return isApiCallError(error) ? error.mensaje : loginMessages.invalidToken;
}

/** The message for a recovery call that failed (spec 000 §8). */
export function describeRecoveryFailure(error: unknown): string {
  return describeCallFailure(
    error,
    { 400: loginMessages.recoveryRejected, 404: loginMessages.recoveryUserNotFound },
    loginMessages.recoveryFailed,
  );
}
