import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { useLogin } from '#web/features/auth/hooks/use-login.ts';
import { mobileAppNotice } from '#web/features/auth/login-messages.ts';
import { FirstLoginDialog } from './first-login-dialog.tsx';
import Button from '@mui/material/Button';
import { RecoveryCodesList } from '#web/features/two-factor/index.ts';
import { LoginForm } from './login-form.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { MobileAppDialog } from './mobile-app-dialog.tsx';
import { RecoveryDialog } from './recovery-dialog.tsx';

const highlights = [
  'Emita facturas, notas de crédito y débito electrónicas según la ficha técnica de la DGI.',
  'Firma electrónica, código QR y autorización por su PAC en un solo paso.',
  'Repositorio, reportes y reenvío de comprobantes a sus clientes.',
];

function BrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(150deg, #0a2f6b 0%, #0b3a82 45%, #1257b8 100%)',
      }}
    >
      <BrandLogo variant="light" size={40} />
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, mb: 2, lineHeight: 1.15 }}>
          Facturación electrónica para Panamá
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.85, fontWeight: 400, mb: 4 }}>
          Comprobantes fiscales electrónicos autorizados, con la tranquilidad de cumplir con la DGI.
        </Typography>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {highlights.map((text) => (
            <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <VerifiedUserOutlined sx={{ color: '#7fd3ff', mt: '2px' }} fontSize="small" />
              <Typography variant="body1" sx={{ opacity: 0.92 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        Documento electrónico rFE v1.00
      </Typography>
    </Box>
  );
}

/** The login screen of spec 000 §2, at '/' and '/login'. */
export function LoginPage() {
  const { config } = useAppServices();
  const flow = useLogin();
  const [isRecoveryOpen, setIsRecoveryOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 4fr' } }}>
      <BrandPanel />
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: { xs: 2, sm: 4 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
              <BrandLogo size={40} />
            </Box>
            <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                Iniciar sesión
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                Ingrese con su usuario de Facturar.
              </Typography>
              {flow.recoveryCodes ? (
                <Stack spacing={2}>
                  <RecoveryCodesList codes={flow.recoveryCodes.codes} />
                  <Button variant="contained" size="large" fullWidth onClick={flow.acknowledgeRecoveryCodes}>
                    Ya los guardé, continuar
                  </Button>
                </Stack>
              ) : flow.secondStep ? (
                <SecondStepForm
                  step={flow.secondStep}
                  onSubmit={flow.completeSecondStep}
                  isSubmitting={flow.isCompletingSecondStep}
                  failure={flow.secondStepFailure}
                  onCancel={flow.cancelSecondStep}
                />
              ) : (
                <LoginForm onSubmit={flow.logIn} isSubmitting={flow.isLoggingIn} failure={flow.failure} />
              )}
              <Stack
                direction="row"
                sx={{
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  mt: 2,
                  flexWrap: 'wrap',
                  gap: 1,
                }}
              >
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setIsRecoveryOpen(true)}
                >
                  Olvidó su Contraseña?
                </Link>
                <Link
                  href={config.manualsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <MenuBookOutlined fontSize="inherit" />
                  Manuales
                </Link>
              </Stack>
              <Divider sx={{ my: 3 }} />
              <Typography variant="body2" sx={{ textAlign: 'center' }}>
                ¿Aún no está en Facturar?{' '}
                <Link component={RouterLink} to="/registro" sx={{ fontWeight: 600 }}>
                  Regístrarse
                </Link>
              </Typography>
            </Paper>
            <Alert severity="info" icon={<PhoneIphoneOutlined fontSize="inherit" />} sx={{ mt: 3 }}>
              {mobileAppNotice}
            </Alert>
          </Box>
        </Box>
        <AppFooter />
      </Box>
      <RecoveryDialog isOpen={isRecoveryOpen} onClose={() => setIsRecoveryOpen(false)} />
      <MobileAppDialog />
      <FirstLoginDialog
        credentials={flow.firstLogin}
        isSigningIn={flow.isCompletingFirstLogin}
        onChanged={flow.completeFirstLogin}
        onCancel={flow.cancelFirstLogin}
      />
    </Box>
  );
}
