import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { AppServicesContext } from '#web/lib/app-services/app-services-context.tsx';
import type { AppServices } from '#web/lib/app-services/app-services.ts';
import { prefersReducedMotion, theme } from './theme.ts';

/**
 * What every screen renders inside: theme, notices, the app's services and their query cache. The app
 * puts its router and routes in it; the screen tests (src/testing) put one screen and a memory router.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Bottom left: at the bottom right a stack of notices lay over the dialogs' action buttons, at the
          top right over the header's notification and user-menu buttons. */}
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        {...(prefersReducedMotion ? { transitionDuration: { enter: 0, exit: 0 } } : {})}
      >
        <AppServicesContext.Provider value={services}>
          <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
        </AppServicesContext.Provider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
