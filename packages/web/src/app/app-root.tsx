import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppServicesContext } from '#web/lib/app-services/app-services-context.tsx';
import type { AppServices } from '#web/lib/app-services/app-services.ts';
import { theme } from './theme.ts';

export function AppRoot({ services }: { services: AppServices }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Bottom left: at the bottom right a stack of notices lay over the dialogs' action buttons, at the
          top right over the header's notification and user-menu buttons. */}
      <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <AppServicesContext.Provider value={services}>
          <QueryClientProvider client={services.queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </AppServicesContext.Provider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
