import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';

const pageTitle = 'Registro de empresas';

/** '/registro': public company registration arrives with its own issue; until then, a plain notice. */
export function RegistrationPage() {
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
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 4, sm: 6 } }}>
        <UnderConstructionPanel title={pageTitle} headingLevel="h1" />
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
            Volver al inicio de sesión
          </Button>
        </Box>
      </Container>
      <AppFooter />
    </Box>
  );
}
