import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import type { FormDialogSaving } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';
import { PanelForm } from './panel-form.tsx';

type Values = { de: string };

/** A panel over the test's write; `describeFailure` tells a refusal of the field apart (null). */
function Panel({ saving, onSave }: { saving: FormDialogSaving; onSave?: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { de: 'ana@demo.test' } });
  return (
    <PanelForm
      onSubmit={handleSubmit((values) => onSave?.(values))}
      saving={saving}
      describeFailure={(error) => (error instanceof ApiCallError ? error.mensaje : null)}
      submitLabel="Enviar"
      intro={<p>Escriba su consulta.</p>}
    >
      <FormTextField control={control} name="de" label="De" />
    </PanelForm>
  );
}

describe('the panel form', () => {
  it('shows what it is about, its fields and its one button, which submits the values', async () => {
    const sent: Values[] = [];
    const { user } = await renderScreen(
      <Panel saving={{ isPending: false, error: null }} onSave={(values) => sent.push(values)} />,
    );
    expect(screen.getByText('Escriba su consulta.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toEqual([{ de: 'ana@demo.test' }]);
  });

  it("shows the write's failure as its screen describes it", async () => {
    const refused = new ApiCallError('HTTP', 400, 'El correo no es válido.');
    await renderScreen(<Panel saving={{ isPending: false, error: refused }} />);
    expect(screen.getByRole('alert').textContent).toBe('El correo no es válido.');
  });

  it('shows nothing above the fields for a failure its screen tells on a field', async () => {
    await renderScreen(<Panel saving={{ isPending: false, error: new Error('file') }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the write runs, its button does not answer', async () => {
    await renderScreen(<Panel saving={{ isPending: true, error: null }} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Enviar/ }).disabled).toBe(true);
  });
});
