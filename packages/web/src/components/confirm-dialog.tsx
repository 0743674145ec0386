import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSingleFlight } from './use-single-flight.ts';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** May return the promise of the write it starts: both buttons wait for it, and a second click is ignored. */
  onConfirm: () => unknown;
  onCancel: () => void;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, message, confirmLabel, cancelLabel = 'Cancelar', onConfirm, onCancel } = props;
  const titleId = useId();
  const messageId = useId();
  const { isRunning, runOnce } = useSingleFlight();
  return (
    <Dialog
      open={isOpen}
      onClose={isRunning ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isRunning}>
          {cancelLabel}
        </Button>
        <Button onClick={() => runOnce(onConfirm)} loading={isRunning} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
