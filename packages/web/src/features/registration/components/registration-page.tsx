import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationSuccessDialog } from './registration-success-dialog.tsx';

const pageTitle = 'Registro Empresas';

/** '/registro' (spec 001 §2 'Public registration'): Cancelar and the success dialog's Aceptar go to the root. */
export function RegistrationPage() {
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${pageTitle} | Facturar`;
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, sm: 4 },
          py: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo />
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {pageTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Registre su empresa para emitir comprobantes electrónicos. Le enviaremos los datos de acceso al
            correo que indique; luego cargue su certificado, afíliese al PAC, genere su código QR y adquiera
            un plan.
          </Typography>
          <RegistrationForm onRegistered={setRegisteredEmail} onCancel={() => void navigate('/')} />
        </Paper>
      </Container>
      <AppFooter />
      {registeredEmail && (
        <RegistrationSuccessDialog email={registeredEmail} onAccept={() => void navigate('/')} />
      )}
    </Box>
  );
}
