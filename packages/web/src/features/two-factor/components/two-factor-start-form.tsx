import { twoFactorStartRequestSchema, type TwoFactorStartRequest } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormPasswordField } from '#web/components/form/form-password-field.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

type TwoFactorStartFormProps = {
  onSubmit: (request: TwoFactorStartRequest) => void;
  isSubmitting: boolean;
  failure: string | null;
};

/** 'Activar': the current password first, so a session left open cannot enrol someone else's phone. */
export function TwoFactorStartForm({ onSubmit, isSubmitting, failure }: TwoFactorStartFormProps) {
  const { control, handleSubmit } = useForm<TwoFactorStartRequest>({
    resolver: zodResolver(twoFactorStartRequestSchema),
    defaultValues: { clave: '' },
  });
  return (
    <TwoFactorForm
      ariaLabel="Activar la verificación en dos pasos"
      onSubmit={handleSubmit(onSubmit)}
      failure={failure}
    >
      <FormPasswordField control={control} name="clave" label="Contraseña" autoComplete="current-password" />
      <Button type="submit" variant="contained" loading={isSubmitting}>
        Activar
      </Button>
    </TwoFactorForm>
  );
}
