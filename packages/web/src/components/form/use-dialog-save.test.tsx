import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useDialogSave } from './use-dialog-save.ts';

type Values = { nombre: string };

const listKey = ['sucursales'];

/** A list of branches and its 'Nueva sucursal' dialog, whose write is the test's. */
function Harness({ save, onClose }: { save: (values: Values) => Promise<string>; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { nombre: '' } });
  const saving = useDialogSave({ save, notice: (message) => message, listKey, onClose });
  return (
    <FormDialog
      title="Nueva sucursal"
      form={form}
      onSubmit={(values) => saving.mutate(values)}
      saving={saving}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" />
    </FormDialog>
  );
}

describe('a dialog save', () => {
  it('says the answer, reads the list again and closes the dialog', async () => {
    const onClose = vi.fn();
    const save = vi.fn((values: Values) => Promise.resolve(`Sucursal ${values.nombre} guardada.`));
    const { user, services } = await renderScreen(<Harness save={save} onClose={onClose} />);
    services.queryClient.setQueryData(listKey, ['Sucursal David']);
    const dialog = screen.getByRole('dialog', { name: 'Nueva sucursal' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Casa matriz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal Casa matriz guardada.')).toBeDefined();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The list is to be read again, as it was when the dialog closed.
    expect(services.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('leaves a failure in the open dialog', async () => {
    const onClose = vi.fn();
    const save = () => Promise.reject(new ApiCallError('HTTP', 409, 'La sucursal ya existe.'));
    const { user } = await renderScreen(<Harness save={save} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva sucursal' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La sucursal ya existe.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
