import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { FormRadioGroupField } from './form-radio-group-field.tsx';
import { RadioChoices, type RadioOption } from './radio-choices.tsx';

type Mode = 'one' | 'many';
const modes: readonly RadioOption<Mode>[] = [
  { value: 'one', label: 'Uno a uno' },
  { value: 'many', label: 'Varios' },
];

function ScreenMode() {
  const [mode, setMode] = useState<Mode>('one');
  return (
    <>
      <RadioChoices label="Forma de carga" isRow options={modes} value={mode} onChange={setMode} />
      <p>{`Modo: ${mode}`}</p>
    </>
  );
}

function BoundMode({ onSave }: { onSave: (values: { modo: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { modo: 'one' } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormRadioGroupField control={control} name="modo" label="Forma de carga" options={modes} />
      <button type="submit">Guardar</button>
    </form>
  );
}

const checked = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name }).checked;

describe('the radio choices', () => {
  it('show every choice under the group name, the current one checked, and hand over the one chosen', async () => {
    const { user } = await renderScreen(<ScreenMode />);
    expect(screen.getByRole('radiogroup', { name: 'Forma de carga' })).toBeDefined();
    expect([checked('Uno a uno'), checked('Varios')]).toEqual([true, false]);
    await user.click(screen.getByRole('radio', { name: 'Varios' }));
    expect(screen.getByText('Modo: many')).toBeDefined();
    expect([checked('Uno a uno'), checked('Varios')]).toEqual([false, true]);
  });

  it("bound to a form's field, write the choice to it", async () => {
    const saved: { modo: string }[] = [];
    const { user } = await renderScreen(<BoundMode onSave={(values) => saved.push(values)} />);
    await user.click(screen.getByRole('radio', { name: 'Varios' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([{ modo: 'many' }]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Varios' }).name).toBe('modo');
  });
});
