import type { CompanyNotifications, CompanyValidationResponse } from '@facturar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showWarningToast } from '#web/lib/toast.ts';
import { notificationFixes } from '#web/features/notifications/notification-fixes.ts';
import { notificationMessages } from '#web/features/notifications/notification-messages.ts';
import {
  companyValidationQueryOptions,
  fetchCompanyNotifications,
} from '#web/features/notifications/api/notifications-api.ts';
import {
  NotificationsContext,
  type NotificationsState,
} from '#web/features/notifications/hooks/use-notifications.ts';
import {
  buildNotifications,
  countByKind,
  type CompanyNotification,
  type NotificationKind,
} from '#web/features/notifications/notification-model.ts';
import { NotificationsDialog } from './notifications-dialog.tsx';

function pickMaps(source: CompanyNotifications): CompanyNotifications {
  return {
    advertencias: source.advertencias,
    errores: source.errores,
    eventos: source.eventos,
    noticias: source.noticias,
  };
}

/**
 * Runs the company validation once the shell opens (spec 000 §4 'After login') and shares its names,
 * logo and notifications with the header and the home page; owns the notifications dialog.
 */
export function NotificationsProvider({
  children,
  onOpenResource,
}: {
  children: ReactNode;
  /** Opens a resource of the shell by code: where a notice is fixed. */
  onOpenResource?: (code: string) => void;
}) {
  const { http, persistence } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const validationOptions = useMemo(
    () => companyValidationQueryOptions(http, { sub: claims.sub, ruc: claims.ruc }),
    [http, claims.sub, claims.ruc],
  );
  const [dismissedKeys, setDismissedKeys] = useState<readonly string[]>(
    () => persistence.read('notifications')?.dismissed ?? [],
  );
  const [dialog, setDialog] = useState<{ isOpen: boolean; kind: NotificationKind | null }>({
    isOpen: false,
    kind: null,
  });

  const validation = useQuery({
    ...validationOptions,
    placeholderData: (): CompanyValidationResponse | undefined => {
      const company = persistence.read('company');
      const notifications = persistence.read('notifications');
      return company && notifications ? { ...company, ...pickMaps(notifications) } : undefined;
    },
  });

  const data = validation.isPlaceholderData ? undefined : validation.data;
  useEffect(() => {
    if (data) {
      void persistence.write('company', {
        nombreUsuario: data.nombreUsuario,
        nombreEmpresa: data.nombreEmpresa,
        logoEmpresa: data.logoEmpresa,
      });
    }
  }, [data, persistence]);

  useEffect(() => {
    if (data) {
      void persistence.write('notifications', { ...pickMaps(data), dismissed: [...dismissedKeys] });
    }
  }, [data, dismissedKeys, persistence]);

  useEffect(() => {
    if (validation.isError) {
      showErrorToast(notificationMessages.loadFailed);
    }
  }, [validation.isError, validation.errorUpdatedAt]);

  const state = useMemo<NotificationsState>(() => {
    const source = validation.data;
    const notifications = source ? buildNotifications(source, new Set(dismissedKeys)) : [];
    return {
      overview: source
        ? {
            nombreUsuario: source.nombreUsuario,
            nombreEmpresa: source.nombreEmpresa,
            logoEmpresa: source.logoEmpresa,
          }
        : null,
      isLoadingOverview: validation.isPending,
      maps: source ? pickMaps(source) : null,
      notifications,
      counts: countByKind(notifications),
      dismiss: (key) => setDismissedKeys((keys) => (keys.includes(key) ? keys : [...keys, key])),
      openDialog: (kind) => setDialog({ isOpen: true, kind }),
      refresh: async () => {
        const maps = await fetchCompanyNotifications(http, claims.ruc);
        queryClient.setQueryData(validationOptions.queryKey, (old) => (old ? { ...old, ...maps } : old));
        return maps;
      },
      reload: () => queryClient.invalidateQueries({ queryKey: validationOptions.queryKey }),
    };
  }, [
    validation.data,
    validation.isPending,
    dismissedKeys,
    http,
    claims.ruc,
    queryClient,
    validationOptions,
  ]);

  return (
    <NotificationsContext.Provider value={state}>
      {children}
      <NotificationsDialog
        isOpen={dialog.isOpen}
        kind={dialog.kind}
        notifications={state.notifications}
        onDismiss={state.dismiss}
        onClose={() => setDialog((current) => ({ ...current, isOpen: false }))}
        {...(onOpenResource
          ? {
              onAct: (notification: CompanyNotification) => {
                const fix = notificationFixes[notification.keyword];
                if (!fix) return;
                if (!claims.adm) {
                  showWarningToast(fix.refusal);
                  return;
                }
                setDialog((current) => ({ ...current, isOpen: false }));
                onOpenResource(fix.code);
              },
            }
          : {})}
      />
    </NotificationsContext.Provider>
  );
}
