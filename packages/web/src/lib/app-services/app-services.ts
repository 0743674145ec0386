import type { RuntimeConfig } from '@facturar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createCipher } from '#web/lib/crypto-cipher.ts';
import { createHttpClient, type HttpClient } from '#web/lib/http-client.ts';
import { createPersistence } from '#web/lib/persistence.ts';
import { showErrorToast, showInfoToast, showWarningToast } from '#web/lib/toast.ts';
import { persistenceLayout, type AppPersistence } from './app-persistence.ts';
import { revokeSession } from '#web/lib/session/session-api.ts';
import type { SignOutNotice } from '#web/lib/session/session-messages.ts';
import { createSessionStore, type SessionStore } from '#web/lib/session/session-store.ts';
import { createQueryClient } from './query-client.ts';

/**
 * The app's long-lived services, created once at start-up and handed to React through context: every
 * feature reaches the server, the session and the cache through these, never through the shell.
 */
export type AppServices = {
  config: RuntimeConfig;
  http: HttpClient;
  persistence: AppPersistence;
  sessionStore: SessionStore;
  queryClient: QueryClient;
  /** Ends the session: revokes it server-side, forgets every cached and stored state (spec 000 §4). */
  signOut(notice?: SignOutNotice): void;
  now(): number;
};

export type BrowserParts = {
  fetchFn: typeof fetch;
  crypto: Crypto;
  localStorage: Storage;
  sessionStorage: Storage;
  now: () => number;
};

const storagePrefix = 'facturar.';

const noticeToasts = { warning: showWarningToast, error: showErrorToast, info: showInfoToast } as const;

export async function createAppServices(config: RuntimeConfig, browser: BrowserParts): Promise<AppServices> {
  const cipher = createCipher({
    crypto: browser.crypto,
    keyStorage: browser.localStorage,
    keyName: `${storagePrefix}k`,
  });
  const persistence = createPersistence(persistenceLayout, {
    cipher,
    local: browser.localStorage,
    session: browser.sessionStorage,
    prefix: storagePrefix,
  });
  await persistence.load();
  const sessionStore = createSessionStore({ persistence, now: browser.now });
  const queryClient = createQueryClient();

  const http = createHttpClient({
    config,
    fetchFn: browser.fetchFn,
    readSessionToken: () => (sessionStore.isValid() ? (sessionStore.read()?.token ?? null) : null),
    onSessionRejected: () => signOut(),
  });

  function signOut(notice?: SignOutNotice): void {
    const token = sessionStore.read()?.token;
    sessionStore.end();
    queryClient.clear();
    persistence.clearAll();
    if (notice) {
      noticeToasts[notice.variant](notice.message);
    }
    if (token) {
      revokeSession(http, token).catch(() => undefined);
    }
  }

  return { config, http, persistence, sessionStore, queryClient, signOut, now: browser.now };
}
