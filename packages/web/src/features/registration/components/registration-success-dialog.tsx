import { registrationMessages } from '@facturar/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { InfoDialog } from '#web/components/info-dialog.tsx';

type RegistrationSuccessDialogProps = { email: string; onAccept: () => void };

/** 'Registro Exitoso': the login details went to the given address; only Aceptar closes it. */
export function RegistrationSuccessDialog({ email, onAccept }: RegistrationSuccessDialogProps) {
  return (
    <InfoDialog
      title={registrationMessages.successTitle}
      onClose={onAccept}
      maxWidth="xs"
      isDismissible={false}
      acknowledgeLabel="Aceptar"
    >
      <DialogContentText>{registrationMessages.successBody(email)}</DialogContentText>
    </InfoDialog>
  );
}
