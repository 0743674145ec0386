import { listUnifiedLocations } from '@facturar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { FormDialog, type FormDialogSaving } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';
import { LocationField } from './location-field.tsx';

type Values = { nombre: string; ubicacion: string };

/** A form dialog over the shared fields, whose write is the test's: it is held until the test ends it. */
function Harness({ onSave }: { onSave: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ defaultValues: { nombre: '', ubicacion: '' } });
  const [saving, setSaving] = useState<FormDialogSaving>({ isPending: false, error: null });
  return (
    <FormDialog
      title="Nueva sucursal"
      form={form}
      saving={saving}
      onClose={() => undefined}
      onSubmit={(values) => {
        setSaving({ isPending: true, error: null });
        onSave(values).then(
          () => setSaving({ isPending: false, error: null }),
          (error: unknown) => setSaving({ isPending: false, error }),
        );
      }}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" />
      <LocationField control={form.control} name="ubicacion" />
    </FormDialog>
  );
}

function heldWrite() {
  const saved: Values[] = [];
  let settle: (error?: unknown) => void = () => undefined;
  const onSave = (values: Values) =>
    new Promise<void>((resolve, reject) => {
      saved.push(values);
      settle = (error) => (error ? reject(error) : resolve());
    });
  return { saved, onSave, settle: (error?: unknown) => settle(error) };
}

describe('the form blocks', () => {
  it('the location field offers the catalogue by any of its names and keeps the code', async () => {
    const write = heldWrite();
    const { user } = await renderScreen(<Harness onSave={write.onSave} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva sucursal' });
    // A corregimiento found by its own name, shown with its province and district.
    const target = listUnifiedLocations()[100]!;
    const corregimiento = target.nombre.split(' / ').at(-1)!;
    await user.type(within(dialog).getByRole('combobox', { name: /Ubicación geográfica/ }), corregimiento);
    await user.click(await screen.findByRole('option', { name: target.nombre }));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Casa matriz');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(write.saved).toEqual([{ nombre: 'Casa matriz', ubicacion: target.codigo }]));
  });

  it('FormDialog: while the write runs neither button answers; a refusal shows in the dialog', async () => {
    const write = heldWrite();
    const { user } = await renderScreen(<Harness onSave={write.onSave} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva sucursal' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await user.click(save);
    const states = () =>
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.hasAttribute('disabled'));
    await waitFor(() => expect(states().slice(-2)).toEqual([true, true]));
    write.settle(new ApiCallError('HTTP', 409, 'La sucursal ya existe.'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La sucursal ya existe.');
    expect(write.saved).toHaveLength(1);
    expect(states().slice(-2)).toEqual([false, false]);
  });
});
