import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { InfoDialog } from './info-dialog.tsx';

describe('the info dialog', () => {
  it('is named by its title, puts its buttons around Cerrar, and Escape closes it', async () => {
    const onClose = vi.fn();
    const { user } = await renderScreen(
      <InfoDialog
        title="Comprobante generado"
        onClose={onClose}
        maxWidth="sm"
        actions={<Button>Compartir</Button>}
        mainActions={<Button variant="contained">Ver comprobantes pendientes</Button>}
      >
        Listo.
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Comprobante generado' });
    const buttons = Array.from(dialog.querySelectorAll('button'), (button) => button.textContent);
    expect(buttons).toEqual(['Compartir', 'Cerrar', 'Ver comprobantes pendientes']);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('one that holds typed values closes only by Cerrar', async () => {
    const onClose = vi.fn();
    const { user } = await renderScreen(
      <InfoDialog title="Conexión con el PAC" onClose={onClose} maxWidth="sm" isDismissible={false}>
        Datos.
      </InfoDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a notice is acknowledged by its one button, which has the focus, and its text describes it', async () => {
    const onClose = vi.fn();
    const { user } = await renderScreen(
      <InfoDialog title="Error" onClose={onClose} maxWidth="sm" acknowledgeLabel="Aceptar">
        No se pudo generar el comprobante.
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No se pudo generar el comprobante.',
    );
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(accept));
    await user.click(accept);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
