import { isNetworkError, networkMessage } from '#web/lib/api-call-error.ts';
import type { HttpClient } from '#web/lib/http-client.ts';
import { refreshAccessToken } from './session-api.ts';
import { inactivityMessage, type SignOutNotice } from './session-messages.ts';
import type { SessionStore } from './session-store.ts';

type RenewalParts = {
  http: HttpClient;
  sessionStore: SessionStore;
  signOut: (notice?: SignOutNotice) => void;
};

const renewalsInFlight = new WeakMap<RenewalParts['sessionStore'], Promise<boolean>>();

async function runRenewal({ http, sessionStore, signOut }: RenewalParts): Promise<boolean> {
  const session = sessionStore.read();
  if (!session) {
    return false;
  }
  try {
    const answer = await refreshAccessToken(http, session.token);
    if (sessionStore.start(answer.accessToken)) {
      return true;
    }
    signOut({ message: inactivityMessage, variant: 'warning' });
  } catch (error) {
    // Spec 000 §4: a failed renewal signs out, naming the network when no answer came back.
    signOut({ message: isNetworkError(error) ? networkMessage : inactivityMessage, variant: 'warning' });
  }
  return false;
}

/** Renews the access token once, however many timers and clicks ask at the same moment. */
export function renewSession(parts: RenewalParts): Promise<boolean> {
  const inFlight = renewalsInFlight.get(parts.sessionStore);
  if (inFlight) {
    return inFlight;
  }
  const renewal = runRenewal(parts).finally(() => renewalsInFlight.delete(parts.sessionStore));
  renewalsInFlight.set(parts.sessionStore, renewal);
  return renewal;
}
