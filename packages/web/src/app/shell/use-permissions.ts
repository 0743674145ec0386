import type { Resource } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { permissionsQueryOptions } from '#web/app/menu/permissions-api.ts';

/** The spec names no message for this case; without permissions the shell cannot be shown at all. */
const permissionsFailedMessage = 'No se pudieron cargar los permisos del usuario. Ingrese nuevamente.';

export type PermissionsState = { resources: readonly Resource[] | undefined; isLoading: boolean };

/**
 * The permission list, refreshed every time the shell loads (spec 000 §2); the copy kept in session storage
 * paints the menu meanwhile. If it cannot be loaded the user is signed out to '/' (spec 000 §6).
 */
export function usePermissions(): PermissionsState {
  const { http, persistence, signOut } = useAppServices();
  const { claims } = useRequiredSession();
  const permissions = useQuery({
    ...permissionsQueryOptions(http, claims.perm),
    refetchOnMount: 'always',
    placeholderData: () => persistence.read('resources'),
  });

  const fresh = permissions.isPlaceholderData ? undefined : permissions.data;
  useEffect(() => {
    if (fresh) {
      void persistence.write('resources', fresh);
    }
  }, [fresh, persistence]);

  useEffect(() => {
    if (permissions.isError) {
      signOut({ message: permissionsFailedMessage, variant: 'error' });
    }
  }, [permissions.isError, signOut]);

  return { resources: permissions.data, isLoading: permissions.isPending };
}
