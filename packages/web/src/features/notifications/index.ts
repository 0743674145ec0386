export { NotificationsProvider } from './components/notifications-provider.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
export { useNotifications, type CompanyOverview } from './hooks/use-notifications.ts';
export { notificationKinds, notificationKindLabels, type NotificationKind } from './notification-model.ts';
export { notificationMessages } from './notification-messages.ts';
export { notificationFixes, type NotificationFix } from './notification-fixes.ts';
