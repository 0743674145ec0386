import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { useDialogSave } from './use-dialog-save.ts';

const listKey = ['sucursales'];

/** A dialog's save button over the test's write; the failure it keeps is shown as FormDialog would. */
function Harness({ save, onClose }: { save: (name: string) => Promise<string>; onClose: () => void }) {
  const saving = useDialogSave({ save, notice: (message) => message, listKey, onClose });
  return (
    <>
      <Button onClick={() => saving.mutate('Casa matriz')}>Guardar</Button>
      {saving.error instanceof ApiCallError && <p role="alert">{saving.error.mensaje}</p>}
    </>
  );
}

describe('a dialog save', () => {
  it('says the answer, has the list read again and closes the dialog', async () => {
    const onClose = vi.fn();
    const save = (name: string) => Promise.resolve(`Sucursal ${name} guardada.`);
    const { user, services } = await renderScreen(<Harness save={save} onClose={onClose} />);
    services.queryClient.setQueryData(listKey, ['Sucursal David']);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal Casa matriz guardada.')).toBeDefined();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(services.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('keeps a failure and leaves the dialog open', async () => {
    const onClose = vi.fn();
    const save = () => Promise.reject(new ApiCallError('HTTP', 409, 'La sucursal ya existe.'));
    const { user } = await renderScreen(<Harness save={save} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La sucursal ya existe.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
