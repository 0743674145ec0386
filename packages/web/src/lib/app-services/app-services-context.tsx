import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppServices } from './app-services.ts';
import type { Session } from '#web/lib/session/session-store.ts';

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) {
    throw new Error('useAppServices must be used inside AppServicesContext');
  }
  return services;
}

/** The signed-in user's session, re-rendering when it starts, renews or ends. */
export function useSession(): Session | null {
  const { sessionStore } = useAppServices();
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read);
}

/** The session of a screen that only renders inside the session guard. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) {
    throw new Error('useRequiredSession must be used inside the session guard');
  }
  return session;
}
