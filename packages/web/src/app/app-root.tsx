import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes } from './app-routes.tsx';
import type { AppServices } from '#web/lib/app-services/app-services.ts';

export function AppRoot({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
