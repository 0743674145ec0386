import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { passwordChangeMessages } from '#web/features/password/password-change-outcome.ts';
import { PasswordChangeForm } from './password-change-form.tsx';

/** The CCO screen of the user menu. */
export function ChangePasswordScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  const session = useSession();
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Ingrese su contraseña actual y la nueva contraseña dos veces.
        </Typography>
        <PasswordChangeForm
          credentials={session}
          isSessionToken
          submitLabel="Actualizar contraseña"
          onChanged={() => showSuccessToast(passwordChangeMessages.changed)}
        />
      </CardContent>
    </Card>
  );
}
