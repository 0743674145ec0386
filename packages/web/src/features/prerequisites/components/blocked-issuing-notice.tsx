import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { BlockingReason } from '../blocking-reasons.ts';

const blockedIssuingTitle = 'Aún no puede generar comprobantes electrónicos por los siguientes motivos:';

type BlockedIssuingNoticeProps = { reasons: readonly BlockingReason[]; onHome: () => void };

/** Spec 000 §2 'Blocked-issuing notice': each blocking error with what to do about it. */
export function BlockedIssuingNotice({ reasons, onHome }: BlockedIssuingNoticeProps) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{blockedIssuingTitle}</AlertTitle>
        <List dense aria-label="Motivos">
          {reasons.map((reason) => (
            <ListItem key={reason.keyword} disableGutters>
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
