import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';
import { PasswordChangeForm, type PasswordChangeCredentials } from '#web/features/password/index.ts';

type FirstLoginDialogProps = {
  credentials: PasswordChangeCredentials | null;
  isSigningIn: boolean;
  onChanged: (newPassword: string) => void;
  onCancel: () => void;
};

/** The mandatory password change of a first login or a recovered password (state PRI, spec 000 §4). */
export function FirstLoginDialog({ credentials, isSigningIn, onChanged, onCancel }: FirstLoginDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={credentials !== null} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {isSigningIn && <LinearProgress aria-label="Ingresando" />}
      <DialogTitle id={titleId}>Cambio de contraseña obligatorio</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 3 }}>
          Es su primer ingreso o recuperó su contraseña. Por seguridad, defina una nueva contraseña para
          continuar.
        </Alert>
        <PasswordChangeForm
          credentials={credentials}
          isSessionToken={false}
          submitLabel="Cambiar contraseña"
          onChanged={onChanged}
          onCancel={onCancel}
        />
      </DialogContent>
    </Dialog>
  );
}
