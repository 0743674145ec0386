import type { CompanyNotifications } from '@facturar/contracts';
import { maxStackedNotifications } from '#web/lib/toast-durations.ts';

export type NotificationKind = 'error' | 'warning' | 'info' | 'success';

/** A notification as spec 000 §3 names it: key, type, msg, keyword. */
export type CompanyNotification = { key: string; type: NotificationKind; msg: string; keyword: string };

/** Display order, and the home button each kind feeds (spec 000 §2 'Home page'). */
export const notificationKinds: readonly NotificationKind[] = ['error', 'warning', 'info', 'success'];

export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  error: 'Alertas',
  warning: 'Advertencias',
  info: 'Eventos',
  success: 'Noticias',
};

const sourceMaps: Readonly<Record<NotificationKind, keyof CompanyNotifications>> = {
  error: 'errores',
  warning: 'advertencias',
  info: 'eventos',
  success: 'noticias',
};

/** Turns the four keyword → message maps into the list the bell and the dialog show, minus dismissed ones. */
export function buildNotifications(
  maps: CompanyNotifications,
  dismissedKeys: ReadonlySet<string>,
): CompanyNotification[] {
  return notificationKinds.flatMap((type) =>
    Object.entries(maps[sourceMaps[type]])
      .map(([keyword, msg]) => ({ key: `${type}:${keyword}`, type, msg, keyword }))
      .filter((notification) => !dismissedKeys.has(notification.key)),
  );
}

export function countByKind(notifications: readonly CompanyNotification[]): Record<NotificationKind, number> {
  const counts: Record<NotificationKind, number> = { error: 0, warning: 0, info: 0, success: 0 };
  for (const notification of notifications) {
    counts[notification.type] += 1;
  }
  return counts;
}

/** What the dialog stacks: one kind or all, never more than 15 (spec 000 §9). */
export function selectStackedNotifications(
  notifications: readonly CompanyNotification[],
  kind: NotificationKind | null,
): CompanyNotification[] {
  return notifications
    .filter((notification) => kind === null || notification.type === kind)
    .slice(0, maxStackedNotifications);
}
