import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiCallError, networkMessage } from '#web/lib/api-call-error.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { FormDialog, FormDialogBody, type FormDialogSave, type FormDialogSaving } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';

type Harness = {
  saving?: FormDialogSaving;
  describeFailure?: (error: unknown) => string;
  submitLabel?: string;
  isSubmitDisabled?: boolean;
};

function Dialog(props: Harness) {
  const form = useForm<{ nombre: string }>({ defaultValues: { nombre: 'Ana' } });
  return (
    <FormDialogBody
      title="Nuevo Usuario"
      titleId="t1"
      form={form}
      onSubmit={() => {}}
      onCancel={() => {}}
      {...props}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" />
    </FormDialogBody>
  );
}

/** The page as the browser gets it, with its buttons read as (text, disabled). */
function render(props: Harness = {}) {
  const html = renderToStaticMarkup(<Dialog {...props} />);
  const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes = '', inner = '']) => ({
      text: inner.replace(/<[^>]+>/g, ''),
      isDisabled: / disabled=""/.test(attributes),
      isSubmit: attributes.includes('type="submit"'),
    }),
  );
  const alert = html.includes('role="alert"')
    ? /class="[^"]*MuiAlert-message[^"]*">([^<]*)</.exec(html)?.[1]
    : undefined;
  return { html, buttons, alert };
}

describe('the form dialog', () => {
  it('shows its title, the fields, and Cancelar/Guardar, Guardar submitting the form', () => {
    const { html, buttons, alert } = render();
    expect(html).toContain('<h2 class="MuiTypography-root MuiTypography-h6 MuiDialogTitle-root');
    expect(html).toMatch(/id="t1"[^>]*>Nuevo Usuario</);
    expect(html).toContain('value="Ana"');
    expect(buttons).toEqual([
      { text: 'Cancelar', isDisabled: false, isSubmit: false },
      { text: 'Guardar', isDisabled: false, isSubmit: true },
    ]);
    expect(alert).toBeUndefined();
  });

  it('while the write runs, neither button answers (a double click writes once)', () => {
    const { buttons } = render({ saving: { isPending: true, error: null } });
    expect(buttons.map((button) => button.isDisabled)).toEqual([true, true]);
  });

  it("shows the server's Spanish message of a failed write, or the network message", () => {
    const refused = new ApiCallError('HTTP', 409, 'El usuario ya existe en la empresa');
    expect(render({ saving: { isPending: false, error: refused } }).alert).toBe(
      'El usuario ya existe en la empresa',
    );
    const unreachable = new ApiCallError('NETWORK', null, 'x');
    expect(render({ saving: { isPending: false, error: unreachable } }).alert).toBe(networkMessage);
  });

  it("maps the failure to the spec's message where the screen names one", () => {
    const refused = new ApiCallError('HTTP', 400, 'Bad request');
    const { alert } = render({
      saving: { isPending: false, error: refused },
      describeFailure: () => 'No se pudo guardar la clave',
    });
    expect(alert).toBe('No se pudo guardar la clave');
  });

  it('takes its own submit label, and can wait with it disabled (e.g. until its options load)', () => {
    const { buttons } = render({ submitLabel: 'Crear webhook', isSubmitDisabled: true });
    expect(buttons[1]).toEqual({ text: 'Crear webhook', isDisabled: true, isSubmit: true });
  });
});

/** A dialog whose form writes to `save`, as a dialog hands it its mutation. */
function SavingDialog(props: { save: FormDialogSave<{ nombre: string }>; isFailureToldBySave?: boolean }) {
  const { save, isFailureToldBySave } = props;
  const form = useForm<{ nombre: string }>({ defaultValues: { nombre: 'Ana' } });
  return (
    <FormDialog
      title="Nuevo Usuario"
      form={form}
      save={save}
      isFailureToldBySave={isFailureToldBySave}
      onClose={() => {}}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" />
    </FormDialog>
  );
}

describe('the form dialog over its write', () => {
  it('hands the checked values to the write', async () => {
    const sent: { nombre: string }[] = [];
    const save = { isPending: false, error: null, mutate: (values: { nombre: string }) => sent.push(values) };
    const { user } = await renderScreen(<SavingDialog save={save} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(sent).toEqual([{ nombre: 'Ana' }]);
  });

  it('while the write runs, neither button answers', async () => {
    await renderScreen(<SavingDialog save={{ isPending: true, error: null, mutate: () => {} }} />);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Usuario' });
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
  });

  it("shows the write's failure above the fields", async () => {
    const refused = new ApiCallError('HTTP', 409, 'El usuario ya existe en la empresa');
    await renderScreen(<SavingDialog save={{ isPending: false, error: refused, mutate: () => {} }} />);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Usuario' });
    expect(within(dialog).getByRole('alert').textContent).toBe('El usuario ya existe en la empresa');
  });

  it('shows no failure when its write tells its own (a toast)', async () => {
    const refused = new ApiCallError('HTTP', 409, 'El usuario ya existe en la empresa');
    await renderScreen(
      <SavingDialog save={{ isPending: false, error: refused, mutate: () => {} }} isFailureToldBySave />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Usuario' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
