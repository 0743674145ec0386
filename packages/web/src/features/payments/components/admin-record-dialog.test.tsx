import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { AdminRecordDialog } from './admin-record-dialog.tsx';

type BankValues = { nombreBanco: string };

function BankDialog(props: { save: (values: BankValues) => Promise<BankValues>; onClose: () => void }) {
  const form = useForm<BankValues>({ defaultValues: { nombreBanco: '' } });
  return (
    <AdminRecordDialog
      title="Nueva cuenta bancaria"
      form={form}
      save={props.save}
      notice={(saved) => `${saved.nombreBanco} agregada.`}
      listKey={['managed-bank-accounts']}
      onClose={props.onClose}
    >
      <FormTextField control={form.control} name="nombreBanco" label="Banco" />
    </AdminRecordDialog>
  );
}

describe("a platform record's add or edit dialog", () => {
  it('saves the values, says so with the saved record and closes', async () => {
    const save = vi.fn((values: BankValues) => Promise.resolve(values));
    const onClose = vi.fn();
    const { user } = await renderScreen(<BankDialog save={save} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Banco' }), 'Banco General');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banco General agregada.')).toBeTruthy();
    expect(save.mock.calls[0]?.[0]).toEqual({ nombreBanco: 'Banco General' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("says a refused save in a toast with the server's message and stays open", async () => {
    const save = vi.fn(() => Promise.reject(new ApiCallError('HTTP', 400, 'La cuenta ya existe.')));
    const onClose = vi.fn();
    const { user } = await renderScreen(<BankDialog save={save} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La cuenta ya existe.')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /La cuenta/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Nueva cuenta bancaria' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the short network message when no answer came', async () => {
    const save = vi.fn(() => Promise.reject(new ApiCallError('NETWORK', null, 'sin red')));
    const { user } = await renderScreen(<BankDialog save={save} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error en la red')).toBeTruthy();
  });
});
