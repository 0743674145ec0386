import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { showErrorToast } from '#web/lib/toast.ts';
import { useNotifications } from '#web/features/notifications/hooks/use-notifications.ts';
import { notificationMessages } from '#web/features/notifications/notification-messages.ts';

/** The header bell: the count of notifications not yet dismissed; opening it refreshes them. */
export function NotificationBell() {
  const { notifications, openDialog, refresh } = useNotifications();
  const count = notifications.length;
  return (
    <Tooltip title="Notificaciones">
      <IconButton
        color="inherit"
        aria-label={`Notificaciones: ${count}`}
        onClick={() => {
          openDialog(null);
          refresh().catch(() => showErrorToast(notificationMessages.loadFailed));
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
