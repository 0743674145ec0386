import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '#web/components/brand-logo.tsx';

type ShellHeaderProps = {
  title: string;
  onOpenMenu: () => void;
  onHome: () => void;
  actions: ReactNode;
};

/** The shell's app bar: menu button, logo (to home), '{page} | Facturar', then the header tools. */
export function ShellHeader({ title, onOpenMenu, onHome, actions }: ShellHeaderProps) {
  return (
    <AppBar position="fixed" color="primary">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton color="inherit" edge="start" aria-label="Abrir menú" onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        <ButtonBase
          onClick={onHome}
          aria-label="Ir a Inicio"
          sx={{ borderRadius: 1, p: 0.5, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <BrandLogo variant="light" size={26} />
        </ButtonBase>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            fontSize: { xs: '1rem', sm: '1.15rem' },
            ml: { sm: 1 },
          }}
        >
          {title}
        </Typography>
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
          {actions}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
