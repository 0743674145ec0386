import type { TokenClaims } from '@facturar/contracts';
import { decodeTokenClaims } from '#web/lib/jwt.ts';
import type { AppPersistence } from '#web/lib/app-services/app-persistence.ts';
import { isSessionValid } from './session-timing.ts';

export type Session = { token: string; claims: TokenClaims };

/** The signed-in user's token, held in memory and persisted encrypted; readable from React and from plain code. */
export type SessionStore = {
  /** The current session; a stable snapshot for React, so expiry is checked apart with isValid. */
  read(): Session | null;
  /** True while a session exists and its token has not expired. */
  isValid(): boolean;
  subscribe(listener: () => void): () => void;
  /** Stores a token returned by login or refresh; null when the token cannot be read. */
  start(token: string): Session | null;
  /** Forgets the token in memory and in storage. */
  end(): void;
};

export type SessionStoreDeps = { persistence: AppPersistence; now: () => number };

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { persistence, now } = deps;
  const listeners = new Set<() => void>();
  let current: Session | null = restore();

  function restore(): Session | null {
    const stored = persistence.read('session');
    const claims = stored ? decodeTokenClaims(stored.tk) : null;
    if (!stored || !claims || !isSessionValid(claims, now())) {
      return null;
    }
    return { token: stored.tk, claims };
  }

  function notify(): void {
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    read() {
      return current;
    },
    isValid() {
      return current !== null && isSessionValid(current.claims, now());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(token) {
      const claims = decodeTokenClaims(token);
      if (!claims) {
        return null;
      }
      current = { token, claims };
      void persistence.write('session', { tk: token, type: 'Bearer', ruc: claims.ruc });
      notify();
      return current;
    },
    end() {
      current = null;
      persistence.remove('session');
      notify();
    },
  };
}
