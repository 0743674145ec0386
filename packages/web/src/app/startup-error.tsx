import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { networkMessage } from '#web/lib/api-call-error.ts';
import { theme } from './theme.ts';

/** Shown when the runtime configuration cannot be loaded, so no call could be addressed. */
export function StartupError() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        role="alert"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <ErrorOutline color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6">{networkMessage}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      </Box>
    </ThemeProvider>
  );
}
