import {
  twoFactorMessages,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorStartRequest,
} from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  twoFactorStatusQueryOptions,
} from '../api/two-factor-api.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorStartForm } from './two-factor-start-form.tsx';

const enabledMessage = 'La verificación en dos pasos quedó activa.';

/** SDP, 'Verificación en Dos Pasos' (ADR 0024): the user's own TOTP, turned on and off here. */
export function TwoFactorPanel() {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const statusOptions = twoFactorStatusQueryOptions(http);
  const status = useQuery(statusOptions);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusOptions.queryKey });

  const start = useMutation({
    mutationFn: (request: TwoFactorStartRequest) => startTwoFactor(http, request),
    onSuccess: setSetup,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmTwoFactor(http, code),
    onSuccess: async (codes) => {
      setSetup(null);
      setRecoveryCodes(codes);
      showSuccessToast(enabledMessage);
      await refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (request: TwoFactorDisableRequest) => disableTwoFactor(http, request),
    onSuccess: async (message) => {
      showSuccessToast(message);
      await refresh();
    },
  });

  if (status.isPending) return <PageSpinner />;
  if (status.isError) return <Alert severity="error">{readFailureMessage(status.error)}</Alert>;
  if (recoveryCodes) return <RecoveryCodesList codes={recoveryCodes} />;
  if (setup) {
    return (
      <Stack spacing={3}>
        <AuthenticatorSetup setup={setup} />
        <TwoFactorCodeForm
          onSubmit={(code) => confirm.mutate(code)}
          isSubmitting={confirm.isPending}
          failure={confirm.error ? readFailureMessage(confirm.error) : null}
          submitLabel="Confirmar y activar"
          acceptsRecoveryCode={false}
        />
      </Stack>
    );
  }
  const { activo, requerido, codigosRestantes } = status.data;
  if (!activo) {
    return (
      <Stack spacing={2}>
        <Typography variant="body1">
          La verificación en dos pasos está desactivada. Al activarla, además de su contraseña se le pedirá el
          código de 6 dígitos que muestra una aplicación de autenticación en su teléfono. Para activarla,
          confirme su contraseña.
        </Typography>
        <TwoFactorStartForm
          onSubmit={(request) => start.mutate(request)}
          isSubmitting={start.isPending}
          failure={start.error ? readFailureMessage(start.error) : null}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        La verificación en dos pasos está activa. Códigos de recuperación sin usar: {codigosRestantes}.
      </Alert>
      {requerido ? (
        <Typography variant="body2">{twoFactorMessages.requiredByProfile}</Typography>
      ) : (
        <TwoFactorDisableForm
          onSubmit={(request) => disable.mutate(request)}
          isSubmitting={disable.isPending}
          failure={disable.error ? readFailureMessage(disable.error) : null}
        />
      )}
    </Stack>
  );
}
