import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { copyText } from '#web/lib/clipboard.ts';

const secretCopyNotices = { copied: 'Copiado.', failed: 'No se pudo copiar: selecciónelo y cópielo.' };

type SecretDialogProps = {
  title: string;
  label: string;
  message: string;
  secret: string;
  onClose: () => void;
};

/** A key or a signing secret, shown this once: the server keeps only its hash or its sealed copy. */
export function SecretDialog({ title, label, message, secret, onClose }: SecretDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{message}</Alert>
          <TextField
            label={label}
            value={secret}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyText(secret, secretCopyNotices)}>Copiar</Button>
        <Button variant="contained" onClick={onClose}>
          Listo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
