import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import {
  pointStateLabels,
  productStateLabels,
  StateField,
  stateChoiceOf,
  withStateChoice,
  type StateChoice,
  type StateLabels,
} from './state-field.tsx';

const recordSchema = z.object({ nombre: z.string(), estado: z.boolean() });
type Record = z.output<typeof recordSchema>;
type Draft = { nombre: string; estado: StateChoice };

/** An edit form of a record with a state, handing over what its schema produced. */
function Harness(props: { record: Record | null; labels: StateLabels; onSave: (record: Record) => void }) {
  const form = useForm<Draft, unknown, Record>({
    defaultValues: { nombre: props.record?.nombre ?? '', estado: stateChoiceOf(props.record) },
    resolver: draftResolver<Draft, Record>(withStateChoice(recordSchema)),
  });
  return (
    <form onSubmit={form.handleSubmit(props.onSave)}>
      <StateField control={form.control} labels={props.labels} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('the state field of a master-data dialog', () => {
  it("shows the record's state and hands over the one chosen as the record's boolean", async () => {
    const saved: Record[] = [];
    const { user } = await renderScreen(
      <Harness
        record={{ nombre: 'Casa matriz', estado: true }}
        labels={pointStateLabels}
        onSave={(record) => saved.push(record)}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Estado' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Abierto' }).checked).toBe(true);
    expect(group.textContent).toBe('AbiertoCerrado');
    await user.click(screen.getByRole('radio', { name: 'Cerrado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([{ nombre: 'Casa matriz', estado: false }]);
  });

  it('starts a new record active, with the labels of its kind', async () => {
    const saved: Record[] = [];
    const { user } = await renderScreen(
      <Harness record={null} labels={productStateLabels} onSave={(record) => saved.push(record)} />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Activo' }).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Inactivo' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([{ nombre: '', estado: true }]);
  });

  it('reads an inactive record as its second choice', () => {
    expect(stateChoiceOf({ estado: false })).toBe('I');
  });
});
