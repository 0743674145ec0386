import { twoFactorDisableRequestSchema, type TwoFactorDisableRequest } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormPasswordField } from '#web/components/form/form-password-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

type TwoFactorDisableFormProps = {
  onSubmit: (request: TwoFactorDisableRequest) => void;
  isSubmitting: boolean;
  failure: string | null;
};

/** 'Desactivar': the password and a code (or a recovery code), so a session left open cannot turn it off. */
export function TwoFactorDisableForm({ onSubmit, isSubmitting, failure }: TwoFactorDisableFormProps) {
  const { control, handleSubmit } = useForm<TwoFactorDisableRequest>({
    resolver: zodResolver(twoFactorDisableRequestSchema),
    defaultValues: { clave: '', codigo: '' },
  });
  return (
    <TwoFactorForm
      ariaLabel="Desactivar la verificación en dos pasos"
      onSubmit={handleSubmit(onSubmit)}
      failure={failure}
    >
      <FormPasswordField control={control} name="clave" label="Contraseña" autoComplete="current-password" />
      <FormTextField
        control={control}
        name="codigo"
        label="Código de verificación"
        autoComplete="one-time-code"
        helperText="Los 6 dígitos que muestra su aplicación, o uno de sus códigos de recuperación."
      />
      <Button type="submit" variant="outlined" color="error" loading={isSubmitting}>
        Desactivar
      </Button>
    </TwoFactorForm>
  );
}
