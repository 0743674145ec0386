import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showWarningToast } from '#web/lib/toast.ts';
import { notificationFixes } from '#web/features/notifications/index.ts';
import type { BlockingReason } from '../blocking-reasons.ts';

const blockedIssuingTitle = 'Aún no puede generar comprobantes electrónicos por los siguientes motivos:';

type BlockedIssuingNoticeProps = {
  reasons: readonly BlockingReason[];
  onHome: () => void;
  onOpenResource: (code: string) => void;
};

/**
 * Spec 000 §2 'Blocked-issuing notice': each blocking error with what to do about it, and a button that
 * takes an administrator there; anyone else is reminded that only an administrator can (spec 000 §6).
 */
export function BlockedIssuingNotice({ reasons, onHome, onOpenResource }: BlockedIssuingNoticeProps) {
  const { claims } = useRequiredSession();
  const act = (keyword: BlockingReason['keyword']) => {
    const fix = notificationFixes[keyword];
    if (!fix) return;
    if (claims.adm) onOpenResource(fix.code);
    else showWarningToast(fix.refusal);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{blockedIssuingTitle}</AlertTitle>
        <List dense aria-label="Motivos">
          {reasons.map((reason) => (
            <ListItem
              key={reason.keyword}
              disableGutters
              secondaryAction={
                <Button size="small" variant="outlined" color="inherit" onClick={() => act(reason.keyword)}>
                  {notificationFixes[reason.keyword]?.label}
                </Button>
              }
            >
              <ListItemText
                primary={reason.message}
                secondary={reason.instruction}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </Alert>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onHome}>
          Volver al inicio
        </Button>
      </Stack>
    </Stack>
  );
}
