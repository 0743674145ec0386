import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { copyText } from './clipboard.ts';

const notices = { copied: 'Copiado.', failed: 'No se pudo copiar: selecciónelo y cópielo.' };

function CopyButton() {
  return <Button onClick={() => void copyText('clave-123', notices)}>Copiar</Button>;
}

describe('copyText', () => {
  it('puts the text on the clipboard and says it was copied', async () => {
    const { user } = await renderScreen(<CopyButton />);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Copiado.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('clave-123');
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    const { user } = await renderScreen(<CopyButton />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('No se pudo copiar: selecciónelo y cópielo.')).toBeTruthy();
  });
});
