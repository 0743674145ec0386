import type { Resource, RuntimeConfig, TokenClaims } from '@facturar/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '#web/app/app-providers.tsx';
import { createAppServices, type AppServices } from '#web/lib/app-services/app-services.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';

/** The addresses the server's runtime configuration gives (every service under /api), as in production. */
const testConfig: RuntimeConfig = {
  codigoSistema: 'FACTURAR',
  apiKey: 'test-key',
  manualsUrl: '/manuales',
  services: { auth: '/api', core: '/api', repo: '/api', pay: '/api', notifier: '/api', v1: '' },
};

/** The demo company's RUC, which the signed-in user of a screen test belongs to. */
export const testCompanyRuc = '155596713-2-2015';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token the browser can read (the server is mocked, so nobody checks its signature). */
function sessionToken(claims: Partial<TokenClaims>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    sub: '7',
    ruc: testCompanyRuc,
    state: 'ACT',
    adm: true,
    perm: 'ADM',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256' })}.${base64Url(payload)}.signature`;
}

/** The props the shell hands a screen it opened from the menu. */
export function screenProps(code: string, title: string): ScreenProps {
  const resource: Resource = {
    id: code,
    nameMenu: title,
    titlePage: title,
    titleTab: title,
    menuPadre: null,
  };
  return { resource, shell: { openResource: () => undefined, goHome: () => undefined } };
}

export type RenderedScreen = {
  user: ReturnType<typeof userEvent.setup>;
  services: AppServices;
};

/**
 * Renders a screen or block as the app does: the app's own services (HTTP client, session store, a fresh
 * query cache) over the browser's fetch, which the mock server answers, inside the app's providers.
 * `session: null` renders it signed out; otherwise a signed-in company administrator, whose claims the
 * test may change.
 */
export async function renderScreen(
  ui: ReactElement,
  options: { session?: Partial<TokenClaims> | null } = {},
): Promise<RenderedScreen> {
  const services = await createAppServices(testConfig, {
    // Looked up on each call, so the mock server's interception of fetch is the one used.
    fetchFn: (input, init) => fetch(input, init),
    crypto: globalThis.crypto,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => Date.now(),
  });
  if (options.session !== null) services.sessionStore.start(sessionToken(options.session ?? {}));
  // No pause between keys (the screens' own debounces are what a test waits for); a file chooser that
  // offers 'All files' lets the user pick any file, which the field must refuse itself.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(
    <AppProviders services={services}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { user, services };
}
