import { INVOICING_BLOCKED_MESSAGE } from '@facturar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Spec 000 §4 'Invoicing block' and §8 'Company cannot invoice': the error with a way back to the start. */
export function InvoicingBlockedDialog({ onHome }: { onHome: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onHome} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>Error</DialogTitle>
      <DialogContent>
        <DialogContentText>{INVOICING_BLOCKED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onHome}>
          Volver al inicio
        </Button>
      </DialogActions>
    </Dialog>
  );
}
