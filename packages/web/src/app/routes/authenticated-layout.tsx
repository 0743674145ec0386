import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { formatTitle } from '#web/app/shell/shell-navigation.ts';

type AuthenticatedLayoutProps = { title: string; children: ReactNode };

/** The frame of signed-in pages outside the shell, such as '/company'. */
export function AuthenticatedLayout({ title, children }: AuthenticatedLayoutProps) {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <ButtonBase
            component={RouterLink}
            to="/facturacion"
            aria-label="Ir a Facturación"
            sx={{ borderRadius: 1 }}
          >
            <BrandLogo variant="light" size={28} />
          </ButtonBase>
          <Typography variant="h6" component="h1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {formatTitle(title)}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/facturacion" startIcon={<ArrowBack />}>
            Volver
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 4 } }}>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}
