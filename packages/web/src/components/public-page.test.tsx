import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { PublicPage, SharedLinkStatus } from './public-page.tsx';

const idle = { isPending: false, isError: false, error: null };

function SharedQuote({ read }: { read: { isPending: boolean; isError: boolean; error: unknown } }) {
  return (
    <PublicPage title="Cotización">
      <SharedLinkStatus
        read={read}
        loadingLabel="Cargando la cotización"
        failureText="No se pudo abrir la cotización."
      />
      <p>Contenido</p>
    </PublicPage>
  );
}

describe('a public page', () => {
  it('names the tab and heads the page with its title, above what it shows', async () => {
    await renderScreen(<SharedQuote read={idle} />, { session: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Cotización' })).toBeDefined();
    expect(document.title).toBe('Cotización - Facturar');
    expect(screen.getByText('Contenido')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a shared link's read in progress", async () => {
    await renderScreen(<SharedQuote read={{ ...idle, isPending: true }} />, { session: null });
    expect(screen.getByRole('progressbar', { name: 'Cargando la cotización' })).toBeDefined();
  });

  it("tells why a link does not open: the server's reason, or its own text when no answer came", async () => {
    const expired = new ApiCallError('HTTP', 410, 'El enlace ya no está disponible.');
    await renderScreen(<SharedQuote read={{ ...idle, isError: true, error: expired }} />, { session: null });
    expect(screen.getByRole('alert').textContent).toBe('El enlace ya no está disponible.');
  });

  it('says its own text for a failure without a message of the server', async () => {
    const unreachable = new Error('offline');
    await renderScreen(<SharedQuote read={{ ...idle, isError: true, error: unreachable }} />, {
      session: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('No se pudo abrir la cotización.');
  });
});
