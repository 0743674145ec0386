import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { MobileAppDialog } from './mobile-app-dialog.tsx';

/** A phone: every media query of the page matches (the notice asks only whether the screen is small). */
function onSmallScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mobile app notice', () => {
  it('is acknowledged once per device', async () => {
    onSmallScreen();
    const { user, services } = await renderScreen(<MobileAppDialog />, { session: null });
    const dialog = screen.getByRole('dialog', { name: 'Aplicación móvil' });
    expect(dialog.textContent).toContain('Muy pronto podrá emitir sus comprobantes');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.persistence.isNoticeSeen('aviso-app-movil')).toBe(true);
  });
});
