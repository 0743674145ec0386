import { recoveryQuerySchema } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { recoverPassword } from '#web/features/auth/api/auth-api.ts';
import { describeRecoverySuccess } from '#web/features/auth/login-messages.ts';
import { describeRecoveryFailure } from '#web/features/auth/login-outcome.ts';

const recoveryFormSchema = recoveryQuerySchema.pick({ nombreUsuarioAcceso: true });
type RecoveryFormValues = z.infer<typeof recoveryFormSchema>;

type RecoveryDialogProps = { isOpen: boolean; onClose: () => void };

/** 'Olvidó su Contraseña?': the server e-mails a temporary password, which puts the user in state PRI once used. */
export function RecoveryDialog({ isOpen, onClose }: RecoveryDialogProps) {
  const { http } = useAppServices();
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<RecoveryFormValues>({
    resolver: zodResolver(recoveryFormSchema),
    defaultValues: { nombreUsuarioAcceso: '' },
  });
  const recovery = useMutation({
    mutationFn: (values: RecoveryFormValues) => recoverPassword(http, values.nombreUsuarioAcceso),
    onSuccess: (email) => {
      showSuccessToast(describeRecoverySuccess(email));
      onClose();
    },
  });

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            reset();
            recovery.reset();
          },
        },
      }}
    >
      <form noValidate onSubmit={handleSubmit((values) => recovery.mutate(values))}>
        <DialogTitle id={titleId}>Recuperar contraseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Ingrese su usuario. Le enviaremos a su correo electrónico una contraseña temporal para ingresar.
          </DialogContentText>
          {recovery.error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {describeRecoveryFailure(recovery.error)}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="nombreUsuarioAcceso"
            type="email"
            label="Usuario (correo electrónico)"
            autoComplete="username"
            autoFocus
            size="medium"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={recovery.isPending}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
