import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { TooltipIconButton } from './tooltip-icon-button.tsx';

describe('an icon button with its tooltip', () => {
  it('is named by its title, says it on hover and answers a click', async () => {
    const onClick = vi.fn();
    const { user } = await renderScreen(
      <TooltipIconButton title="Reenviar" icon={<DeleteOutlined />} onClick={onClick} size="small" />,
    );
    const button = screen.getByRole('button', { name: 'Reenviar' });
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Reenviar');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-pressed')).toBeNull();
  });

  it("takes a longer name for a row's button, and says whether a toggle is on", async () => {
    await renderScreen(
      <TooltipIconButton
        title="Editar"
        label="Editar de Ana"
        icon={<DeleteOutlined />}
        onClick={() => {}}
        color="primary"
        isPressed
      />,
    );
    const button = screen.getByRole('button', { name: 'Editar de Ana' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.className).toContain('MuiIconButton-colorPrimary');
  });
});
