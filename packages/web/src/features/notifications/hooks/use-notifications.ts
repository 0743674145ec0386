import type { CompanyNotifications } from '@facturar/contracts';
import { createContext, useContext } from 'react';
import type {
  CompanyNotification,
  NotificationKind,
} from '#web/features/notifications/notification-model.ts';

export type CompanyOverview = { nombreUsuario: string; nombreEmpresa: string; logoEmpresa: string | null };

export type NotificationsState = {
  /** Names and logo from the company validation; null until it first answers. */
  overview: CompanyOverview | null;
  isLoadingOverview: boolean;
  /** The four maps as the server last gave them, dismissed entries included (the set-up checklist reads them). */
  maps: CompanyNotifications | null;
  notifications: readonly CompanyNotification[];
  counts: Readonly<Record<NotificationKind, number>>;
  dismiss: (key: string) => void;
  /** Opens the notifications dialog for one kind, or for all with null. */
  openDialog: (kind: NotificationKind | null) => void;
  /** Asks the server for the current maps (the bell, the pre-requisite check) and returns them. */
  refresh: () => Promise<CompanyNotifications>;
  /** Reads the company again, names and logo included (after the company's logo changed). */
  reload: () => Promise<void>;
};

export const NotificationsContext = createContext<NotificationsState | null>(null);

export function useNotifications(): NotificationsState {
  const state = useContext(NotificationsContext);
  if (!state) {
    throw new Error('useNotifications must be used inside NotificationsProvider');
  }
  return state;
}
