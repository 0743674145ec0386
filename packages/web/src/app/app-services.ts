import type { RuntimeConfig } from '@facturar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { createCipher } from '#web/lib/crypto-cipher.ts';
import { createHttpClient, type HttpClient } from '#web/lib/http-client.ts';
import { createPersistence } from '#web/lib/persistence.ts';
import { showErrorToast, showInfoToast, showWarningToast } from '#web/lib/toast.ts';
import { persistenceLayout, type AppPersistence } from './app-persistence.ts';
import { revokeSession } from './session/session-api.ts';
import { createSessionStore, type SessionStore } from './session/session-store.ts';

export type SignOutNotice = { message: string; variant: 'warning' | 'error' | 'info' };

/** The app's long-lived parts, created once at start-up and handed to React through context. */
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

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only a lost connection is worth one more try; a 4xx answer will not change by asking again.
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

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
