import { recoveryQuerySchema } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
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
  const form = useForm<RecoveryFormValues>({
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
    <FormDialog
      title="Recuperar contraseña"
      form={form}
      save={recovery}
      describeFailure={describeRecoveryFailure}
      submitLabel="Enviar"
      isOpen={isOpen}
      onClose={onClose}
      isDismissible
      maxWidth="xs"
      onExited={() => {
        form.reset();
        recovery.reset();
      }}
    >
      <DialogContentText>
        Ingrese su usuario. Le enviaremos a su correo electrónico una contraseña temporal para ingresar.
      </DialogContentText>
      <FormTextField
        control={form.control}
        name="nombreUsuarioAcceso"
        type="email"
        label="Usuario (correo electrónico)"
        autoComplete="username"
        autoFocus
        size="medium"
      />
    </FormDialog>
  );
}
