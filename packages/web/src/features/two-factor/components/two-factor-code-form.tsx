import { twoFactorConfirmRequestSchema, type TwoFactorConfirmRequest } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

type TwoFactorCodeFormProps = {
  onSubmit: (code: string) => void;
  isSubmitting: boolean;
  failure: string | null;
  submitLabel: string;
  /** The sign-in also takes a recovery code; an enrolment only a code of the app. */
  acceptsRecoveryCode: boolean;
};

/** One field, the code of the authenticator app (or a recovery code), and its button. */
export function TwoFactorCodeForm(props: TwoFactorCodeFormProps) {
  const { onSubmit, isSubmitting, failure, submitLabel, acceptsRecoveryCode } = props;
  const { control, handleSubmit } = useForm<TwoFactorConfirmRequest>({
    resolver: zodResolver(twoFactorConfirmRequestSchema),
    defaultValues: { codigo: '' },
  });
  return (
    <TwoFactorForm
      ariaLabel="Ingreso del código"
      onSubmit={handleSubmit((values) => onSubmit(values.codigo))}
      failure={failure}
    >
      <FormTextField
        control={control}
        name="codigo"
        label="Código de verificación"
        autoComplete="one-time-code"
        autoFocus
        helperText={
          acceptsRecoveryCode
            ? 'Los 6 dígitos que muestra su aplicación, o uno de sus códigos de recuperación.'
            : 'Los 6 dígitos que muestra su aplicación.'
        }
      />
      <Button type="submit" variant="contained" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
    </TwoFactorForm>
  );
}
