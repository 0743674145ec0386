import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { renewSession } from '#web/lib/session/renew-session.ts';
import { inactivityMessage } from '#web/lib/session/session-messages.ts';
import {
  checkSession,
  countdownIntervalMs,
  idleDetectionMs,
  readRemainingMs,
  renewalDebounceMs,
} from '#web/lib/session/session-timing.ts';
import { SessionWarningDialog, type SessionWarning } from './session-warning-dialog.tsx';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Keeps the session of spec 000 §4 alive while the user works: renews the token when under two minutes
 * remain and the user is active, warns an idle user at 25 % of the session time, and signs out at zero
 * (checked every 30 s and on activity).
 */
export function SessionKeeper() {
  const services = useAppServices();
  const { sessionStore, signOut, now } = services;
  const [warning, setWarning] = useState<SessionWarning | null>(null);
  const [isRenewing, setIsRenewing] = useState(false);
  const isWarningShown = useRef(false);

  useEffect(() => {
    let lastActivityMs = now();
    let lastSeenMs = 0;
    let lastRenewalCheckMs = 0;

    function evaluate(): void {
      const session = sessionStore.read();
      if (!session) {
        return;
      }
      const nowMs = now();
      const action = checkSession({
        claims: session.claims,
        nowMs,
        lastActivityMs,
        isWarningShown: isWarningShown.current,
      });
      if (action === 'expire') {
        signOut({ message: inactivityMessage, variant: 'warning' });
      } else if (action === 'refresh') {
        void renewSession(services);
      } else if (action === 'warn') {
        isWarningShown.current = true;
        setWarning({
          expiresAtMs: session.claims.exp * 1000,
          remainingMs: readRemainingMs(session.claims, nowMs),
        });
      }
    }

    function recordActivity(): void {
      const nowMs = now();
      if (nowMs - lastSeenMs < idleDetectionMs) {
        return;
      }
      lastSeenMs = nowMs;
      lastActivityMs = nowMs;
      if (nowMs - lastRenewalCheckMs >= renewalDebounceMs) {
        lastRenewalCheckMs = nowMs;
        evaluate();
      }
    }

    for (const eventName of activityEvents) {
      window.addEventListener(eventName, recordActivity, { passive: true, capture: true });
    }
    const countdown = window.setInterval(evaluate, countdownIntervalMs);
    evaluate();
    return () => {
      window.clearInterval(countdown);
      for (const eventName of activityEvents) {
        window.removeEventListener(eventName, recordActivity, { capture: true });
      }
    };
  }, [services, sessionStore, signOut, now]);

  async function continueSession(): Promise<void> {
    setIsRenewing(true);
    const isRenewed = await renewSession(services);
    setIsRenewing(false);
    if (isRenewed) {
      isWarningShown.current = false;
      setWarning(null);
    }
  }

  return (
    <SessionWarningDialog
      warning={warning}
      isRenewing={isRenewing}
      now={now}
      onContinue={() => void continueSession()}
      onLeave={() => signOut()}
    />
  );
}
