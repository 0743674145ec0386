import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { CreateCustomerButton } from './create-entry-buttons.tsx';

describe("the emission form's 'Crear …' buttons", () => {
  it("open the master-data dialog over the form, and 'Cancelar' closes it", async () => {
    const { user } = await renderScreen(<CreateCustomerButton onCreated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo Cliente' })).toBeNull());
  });
});
