import { registrationMessages } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type RegistrationSuccessDialogProps = { email: string; onAccept: () => void };

/** 'Registro Exitoso': the login details went to the given address; only Aceptar closes it. */
export function RegistrationSuccessDialog({ email, onAccept }: RegistrationSuccessDialogProps) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{registrationMessages.successTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{registrationMessages.successBody(email)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onAccept} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
