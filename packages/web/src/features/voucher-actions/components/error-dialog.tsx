import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { voucherFileMessages } from '@facturar/contracts';
import { useId } from 'react';

type ErrorDialogProps = { message: string | null; onClose: () => void };

/** The voucher actions' failures are shown in a dialog titled 'Error' (spec 001 §8). */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Error</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'No se pudo generar el comprobante con la clave de acceso: {key}'. */
export function describeFileFailure(accessKey: string): string {
  return `${voucherFileMessages.fileFailed}${accessKey}`;
}
