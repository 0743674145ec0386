import { loginRequestSchema } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFailure } from '#web/components/form/form-failure.tsx';
import { FormPasswordField } from '#web/components/form/form-password-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { loginMessages } from '#web/features/auth/login-messages.ts';

const loginFormSchema = loginRequestSchema.pick({ username: true, password: true });
type LoginFormValues = z.infer<typeof loginFormSchema>;

type LoginFormProps = {
  onSubmit: (values: LoginFormValues) => void;
  isSubmitting: boolean;
  failure: string | null;
};

/** Usuario, Contraseña and Ingresar; a blank field gives the one message of spec 000 §5. */
export function LoginForm({ onSubmit, isSubmitting, failure }: LoginFormProps) {
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const hasMissingField = Boolean(formState.errors.username ?? formState.errors.password);
  const message = hasMissingField ? loginMessages.missingFields : failure;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Inicio de sesión">
      <Stack spacing={2.5}>
        <FormFailure message={message} />
        {/* One message above the fields stands for both, so none shows under them (spec 000 §5). */}
        <FormTextField
          control={control}
          name="username"
          label="Usuario"
          autoComplete="username"
          autoFocus
          size="medium"
          isMessageHidden
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Contraseña"
          autoComplete="current-password"
          isMessageHidden
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          Ingresar
        </Button>
      </Stack>
    </Box>
  );
}
