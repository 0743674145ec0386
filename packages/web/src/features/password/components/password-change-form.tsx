import {
  isStrongPassword,
  passwordChangeFormSchema,
  type PasswordChangeForm as PasswordChangeValues,
  type TokenClaims,
} from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { readErrorStatus } from '#web/lib/api-call-error.ts';
import { FormFailure } from '#web/components/form/form-failure.tsx';
import { FormPasswordField } from '#web/components/form/form-password-field.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { changePassword } from '#web/features/password/api/password-api.ts';
import {
  checkPasswordChangeAllowed,
  describePasswordChangeFailure,
  PasswordChangeRefused,
} from '#web/features/password/password-change-outcome.ts';

export type PasswordChangeCredentials = { token: string; claims: TokenClaims };

type PasswordChangeFormProps = {
  /** Whose password changes: the signed-in session or the temporary token of a first login. */
  credentials: PasswordChangeCredentials | null;
  /** True for the signed-in session: a 401 then ends it, as every other call does. */
  isSessionToken: boolean;
  submitLabel: string;
  /** Called once the server accepted the new password; the caller's own follow-up reports its own errors. */
  onChanged: (newPassword: string) => void;
  onCancel?: () => void;
};

const emptyForm: PasswordChangeValues = { claveActual: '', nuevaClave: '', confirmacion: '' };

function StrongPasswordAdvice({ control }: { control: Control<PasswordChangeValues> }) {
  const newPassword = useWatch({ control, name: 'nuevaClave' });
  const isStrong = isStrongPassword(newPassword);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: isStrong ? 'success.main' : 'text.secondary',
      }}
    >
      {isStrong ? <CheckCircleOutline fontSize="small" /> : <InfoOutlined fontSize="small" />}
      <Typography variant="body2">
        {isStrong
          ? 'Contraseña segura.'
          : 'Recomendación: una contraseña segura combina letras minúsculas, mayúsculas y al menos un carácter especial.'}
      </Typography>
    </Box>
  );
}

/** The change-password form shared by the first-login dialog and the 'Cambiar contraseña' screen (spec 000 §5). */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { credentials, isSessionToken, submitLabel, onChanged, onCancel } = props;
  const { http, now } = useAppServices();
  const { control, handleSubmit, reset } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: emptyForm,
  });

  const mutation = useMutation({
    mutationFn: async (values: PasswordChangeValues) => {
      const notAllowed = checkPasswordChangeAllowed(credentials?.claims ?? null, now());
      if (notAllowed !== null || !credentials) {
        throw new PasswordChangeRefused(notAllowed ?? '');
      }
      await changePassword(
        http,
        {
          claveActual: values.claveActual,
          nuevaClave: values.nuevaClave,
          idAsignacionEmpresaUsuario: Number(credentials.claims.sub),
          idEmpresa: credentials.claims.ruc,
        },
        isSessionToken ? 'session' : { token: credentials.token },
      );
      return values.nuevaClave;
    },
    onSuccess: (newPassword) => {
      reset(emptyForm);
      onChanged(newPassword);
    },
    onError: (error) => {
      // The session ends on a 401 and this screen goes with it, so the message must outlive it.
      if (isSessionToken && readErrorStatus(error) === 401) {
        showErrorToast(describePasswordChangeFailure(error));
      }
    },
  });

  const failure = mutation.error ? describePasswordChangeFailure(mutation.error) : null;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack spacing={2.5}>
        <FormFailure message={failure} />
        <FormPasswordField
          control={control}
          name="claveActual"
          label="Contraseña actual"
          autoComplete="current-password"
          required
        />
        <FormPasswordField
          control={control}
          name="nuevaClave"
          label="Contraseña nueva"
          autoComplete="new-password"
          required
          helperText="Mínimo 8 caracteres, sin los caracteres < y >."
        />
        <FormPasswordField
          control={control}
          name="confirmacion"
          label="Confirmación de contraseña"
          autoComplete="new-password"
          required
        />
        <StrongPasswordAdvice control={control} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={mutation.isPending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
