import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  notificationKindLabels,
  selectStackedNotifications,
  type CompanyNotification,
  type NotificationKind,
} from '#web/features/notifications/notification-model.ts';
import { notificationFixes } from '#web/features/notifications/notification-fixes.ts';
import { notificationMessages } from '#web/features/notifications/notification-messages.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';

type NotificationsDialogProps = {
  isOpen: boolean;
  kind: NotificationKind | null;
  notifications: readonly CompanyNotification[];
  onDismiss: (key: string) => void;
  onClose: () => void;
  /** Takes the user to where a notice is fixed (notificationFixes); absent, the notices only inform. */
  onAct?: (notification: CompanyNotification) => void;
};

/** Spec 000 §2 'Notifications dialog': alerts with close buttons, at most 15 stacked. */
export function NotificationsDialog({
  isOpen,
  kind,
  notifications,
  onDismiss,
  onClose,
  onAct,
}: NotificationsDialogProps) {
  const stacked = selectStackedNotifications(notifications, kind);
  return (
    <InfoDialog
      title={kind ? notificationKindLabels[kind] : 'Notificaciones'}
      isOpen={isOpen}
      onClose={onClose}
      maxWidth="sm"
      isScrolling
    >
      {stacked.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {notificationMessages.noMoreNotifications}
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stacked.map((notification) => (
            <li key={notification.key}>
              <Alert
                severity={notification.type}
                onClose={() => onDismiss(notification.key)}
                slotProps={{ closeButton: { 'aria-label': 'Descartar notificación', title: 'Descartar' } }}
              >
                {notification.msg}
                {onAct && notificationFixes[notification.keyword] && (
                  <Box sx={{ mt: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      color="inherit"
                      onClick={() => onAct(notification)}
                    >
                      {notificationFixes[notification.keyword]?.label}
                    </Button>
                  </Box>
                )}
              </Alert>
            </li>
          ))}
        </Stack>
      )}
    </InfoDialog>
  );
}
