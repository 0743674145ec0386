import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthenticatorSetup, TwoFactorCodeForm } from '#web/features/two-factor/index.ts';
import type { SecondStep } from '#web/features/auth/hooks/use-login.ts';

type SecondStepFormProps = {
  step: SecondStep;
  onSubmit: (code: string) => void;
  isSubmitting: boolean;
  failure: string | null;
  onCancel: () => void;
};

/**
 * The sign-in's second step (ADR 0024): the code of the authenticator app or a recovery code, or, when the
 * profile requires the second step and the user has none yet, the enrolment first.
 */
export function SecondStepForm({ step, onSubmit, isSubmitting, failure, onCancel }: SecondStepFormProps) {
  const { challenge } = step;
  const isEnrolment = challenge.segundoFactor === 'inscripcion';
  return (
    <Stack spacing={2.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Verificación en dos pasos
      </Typography>
      {isEnrolment && challenge.secreto && challenge.uri && challenge.qrSvg ? (
        <>
          <Alert severity="info">
            Su perfil requiere la verificación en dos pasos. Actívela ahora para continuar.
          </Alert>
          <AuthenticatorSetup
            setup={{ secreto: challenge.secreto, uri: challenge.uri, qrSvg: challenge.qrSvg }}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Ingrese el código de 6 dígitos que muestra su aplicación de autenticación.
        </Typography>
      )}
      <TwoFactorCodeForm
        onSubmit={onSubmit}
        isSubmitting={isSubmitting}
        failure={failure}
        submitLabel="Verificar"
        acceptsRecoveryCode={!isEnrolment}
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onCancel}
        sx={{ alignSelf: 'flex-start' }}
      >
        Volver al inicio de sesión
      </Link>
    </Stack>
  );
}
