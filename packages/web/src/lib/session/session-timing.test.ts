import { describe, expect, it } from 'vitest';
import { checkSession, formatCountdown, isSessionValid, readRemainingMs } from './session-timing.ts';

// A 20-minute session issued at t0: the last quarter starts 5 minutes before expiry.
const t0 = 1_800_000_000_000;
const claims = { iat: t0 / 1000, exp: t0 / 1000 + 20 * 60 };
const minutesLeft = (minutes: number) => claims.exp * 1000 - minutes * 60_000;

describe('session validity', () => {
  it('is valid only while a token exists and its expiry is in the future', () => {
    expect(isSessionValid(claims, minutesLeft(1))).toBe(true);
    expect(isSessionValid(claims, claims.exp * 1000)).toBe(false);
    expect(isSessionValid(null, t0)).toBe(false);
  });

  it('counts the remaining time in milliseconds from the expiry claim in seconds', () => {
    expect(readRemainingMs(claims, minutesLeft(3))).toBe(180_000);
  });
});

describe('the countdown check', () => {
  it('keeps a fresh session alone whether or not the user is active', () => {
    expect(
      checkSession({
        claims,
        nowMs: minutesLeft(15),
        lastActivityMs: minutesLeft(15),
        isWarningShown: false,
      }),
    ).toBe('keep');
    expect(checkSession({ claims, nowMs: minutesLeft(15), lastActivityMs: t0, isWarningShown: false })).toBe(
      'keep',
    );
  });

  it('renews silently the session of an active user once less than two minutes remain', () => {
    const nowMs = minutesLeft(1.9);
    expect(checkSession({ claims, nowMs, lastActivityMs: nowMs - 5_000, isWarningShown: false })).toBe(
      'refresh',
    );
  });

  it('does not renew an active user with more than two minutes left', () => {
    const nowMs = minutesLeft(2.5);
    expect(checkSession({ claims, nowMs, lastActivityMs: nowMs - 5_000, isWarningShown: false })).toBe(
      'keep',
    );
  });

  it('warns an idle user when a quarter of the session time remains', () => {
    expect(checkSession({ claims, nowMs: minutesLeft(5), lastActivityMs: t0, isWarningShown: false })).toBe(
      'warn',
    );
    expect(checkSession({ claims, nowMs: minutesLeft(5.5), lastActivityMs: t0, isWarningShown: false })).toBe(
      'keep',
    );
  });

  it('does not renew behind the back of a user who has the warning open', () => {
    const nowMs = minutesLeft(1);
    expect(checkSession({ claims, nowMs, lastActivityMs: nowMs, isWarningShown: true })).toBe('keep');
  });

  it('signs out at zero or below, warning or not', () => {
    const nowMs = claims.exp * 1000;
    expect(checkSession({ claims, nowMs, lastActivityMs: nowMs, isWarningShown: false })).toBe('expire');
    expect(checkSession({ claims, nowMs: nowMs + 1, lastActivityMs: t0, isWarningShown: true })).toBe(
      'expire',
    );
  });

  it('honours another warning share, such as the default 20 percent', () => {
    const nowMs = minutesLeft(4.5);
    expect(
      checkSession({ claims, nowMs, lastActivityMs: t0, isWarningShown: false, warningShare: 0.2 }),
    ).toBe('keep');
    expect(
      checkSession({
        claims,
        nowMs: minutesLeft(4),
        lastActivityMs: t0,
        isWarningShown: false,
        warningShare: 0.2,
      }),
    ).toBe('warn');
  });
});

describe('the countdown shown in the warning', () => {
  it('shows minutes and seconds, rounding partial seconds up and never going negative', () => {
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
