import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { useAppServices, useSession } from '#web/lib/app-services/app-services-context.tsx';
import { inactivityMessage } from '#web/lib/session/session-messages.ts';
import { SessionKeeper } from '#web/app/session/session-keeper.tsx';

function ExpiredSession() {
  const { signOut } = useAppServices();
  useEffect(() => {
    signOut({ message: inactivityMessage, variant: 'warning' });
  }, [signOut]);
  return <PageSpinner isFullPage />;
}

/** Authenticated routes: without a live session the user goes to '/', and all state is cleared. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { sessionStore } = useAppServices();
  const session = useSession();
  if (!session) {
    return <Navigate to="/" replace />;
  }
  if (!sessionStore.isValid()) {
    return <ExpiredSession />;
  }
  return (
    <>
      {children}
      <SessionKeeper />
    </>
  );
}

/** The login routes: a signed-in user is sent on to /facturacion (spec 000 §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { sessionStore } = useAppServices();
  const session = useSession();
  if (session && sessionStore.isValid()) {
    return <Navigate to="/facturacion" replace />;
  }
  return children;
}
