import type { TokenClaims } from '@facturar/contracts';

/** Spec 000 §4 and §9. */
export const refreshThresholdMs = 120_000;
export const countdownIntervalMs = 30_000;
export const renewalDebounceMs = 20_000;
export const idleDetectionMs = 500;
export const shellWarningShare = 0.25;
/** The first-login dialog opens only while the temporary token still has this much life. */
export const minRemainingForFirstLoginMs = 100;

export type SessionTimes = Pick<TokenClaims, 'exp' | 'iat'>;

export function readRemainingMs(claims: SessionTimes, nowMs: number): number {
  return claims.exp * 1000 - nowMs;
}

export function readSessionLengthMs(claims: SessionTimes): number {
  return Math.max(0, (claims.exp - claims.iat) * 1000);
}

/** A session is valid only while a token exists and its expiry is in the future. */
export function isSessionValid(claims: SessionTimes | null, nowMs: number): boolean {
  return claims !== null && readRemainingMs(claims, nowMs) > 0;
}

export type SessionCheck = 'expire' | 'refresh' | 'warn' | 'keep';

export type SessionCheckInput = {
  claims: SessionTimes;
  nowMs: number;
  lastActivityMs: number;
  isWarningShown: boolean;
  warningShare?: number;
};

/**
 * What the session keeper does on each countdown tick and on user activity. A user who has been active
 * since the previous tick is renewed silently once under two minutes remain; an idle user is warned once the
 * last quarter of the session begins and must answer the warning to stay; nobody outlives the token.
 */
export function checkSession(input: SessionCheckInput): SessionCheck {
  const { claims, nowMs, lastActivityMs, isWarningShown, warningShare = shellWarningShare } = input;
  const remainingMs = readRemainingMs(claims, nowMs);
  if (remainingMs <= 0) {
    return 'expire';
  }
  if (isWarningShown) {
    return 'keep';
  }
  const isActive = nowMs - lastActivityMs < countdownIntervalMs;
  if (isActive) {
    return remainingMs < refreshThresholdMs ? 'refresh' : 'keep';
  }
  return remainingMs <= readSessionLengthMs(claims) * warningShare ? 'warn' : 'keep';
}

/** Shows the time left in the warning dialog as m:ss. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
