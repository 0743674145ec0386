import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applySpanishMessages } from '@facturar/contracts';
import { AppRoot } from './app/app-root.tsx';
import { createAppServices } from './lib/app-services/app-services.ts';
import { StartupError } from './app/startup-error.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

async function start(container: HTMLElement): Promise<void> {
  applySpanishMessages();
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(window.fetch.bind(window));
    const services = await createAppServices(config, {
      fetchFn: window.fetch.bind(window),
      crypto: window.crypto,
      localStorage: window.localStorage,
      sessionStorage: window.sessionStorage,
      now: () => Date.now(),
    });
    root.render(
      <StrictMode>
        <AppRoot services={services} />
      </StrictMode>,
    );
  } catch {
    root.render(<StartupError />);
  }
}

const container = document.getElementById('root');
if (container) {
  void start(container);
}
