import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { RowActionsMenu, type RowAction } from './row-actions-menu.tsx';
import { RowButtons, rowButtonsColumn } from './row-buttons.tsx';

function actionsOf(isPaused: boolean, onSelect: (key: string) => void): (RowAction | false)[] {
  return [
    {
      key: 'emisiones',
      text: 'Emisiones',
      ariaLabel: 'Emisiones de Alquiler',
      onSelect: () => onSelect('emisiones'),
    },
    isPaused && { key: 'reanudar', text: 'Reanudar', onSelect: () => onSelect('reanudar') },
    { key: 'aceptar', text: 'Aceptar', isDisabled: true, onSelect: () => onSelect('aceptar') },
    {
      key: 'finalizar',
      text: 'Finalizar',
      ariaLabel: 'Finalizar Alquiler',
      isDestructive: true,
      onSelect: () => onSelect('finalizar'),
    },
  ];
}

describe("a row's action buttons", () => {
  it('show the actions the row offers, each named for its row where it says so', async () => {
    const onSelect = vi.fn();
    const { user } = await renderScreen(<RowButtons actions={actionsOf(false, onSelect)} />);
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Emisiones de Alquiler', 'Aceptar', 'Finalizar Alquiler']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aceptar' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Finalizar Alquiler' }).className).toContain('colorError');
    await user.click(screen.getByRole('button', { name: 'Emisiones de Alquiler' }));
    expect(onSelect).toHaveBeenCalledWith('emisiones');
  });

  it('offer an action only in the state that allows it', async () => {
    await renderScreen(<RowButtons actions={actionsOf(true, vi.fn())} />);
    expect(screen.getByRole('button', { name: 'Reanudar' })).toBeDefined();
  });
});

describe("a list's 'Acciones' column", () => {
  it("shows each row's buttons as its state allows them", async () => {
    const column = rowButtonsColumn((isPaused: boolean) => actionsOf(isPaused, vi.fn()));
    expect([column.key, column.header]).toEqual(['acciones', 'Acciones']);
    await renderScreen(<>{column.render(true)}</>);
    expect(screen.getByRole('button', { name: 'Reanudar' })).toBeDefined();
  });
});

describe("a row's actions menu", () => {
  it('shows an action that cannot run now as disabled', async () => {
    const onSelect = vi.fn();
    const actions = actionsOf(false, onSelect).filter((action): action is RowAction => action !== false);
    const { user } = await renderScreen(<RowActionsMenu rowName="Alquiler" actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Acciones de Alquiler' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Aceptar' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
