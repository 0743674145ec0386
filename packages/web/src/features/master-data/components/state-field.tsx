import type { Control, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormRadioGroupField } from '#web/components/form/form-radio-group-field.tsx';

/** How a record's state reads, in its list, its detail and its edit dialog. */
export type StateLabels = { active: string; inactive: string };

export const productStateLabels: StateLabels = { active: 'Activo', inactive: 'Inactivo' };
export const pointStateLabels: StateLabels = { active: 'Abierto', inactive: 'Cerrado' };

/** The state as the form's radio holds it; the record's own is a boolean. */
export type StateChoice = 'A' | 'I';

/** A new record starts active. */
export function stateChoiceOf(record: { estado: boolean } | null): StateChoice {
  return record === null || record.estado ? 'A' : 'I';
}

/** The form's schema reading the radio's choice as the record's boolean state. */
export function withStateChoice<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => {
    const draft = value as { estado: StateChoice };
    return { ...draft, estado: draft.estado === 'A' };
  }, schema);
}

/** The 'Estado' choice of a master-data edit dialog (spec 001 §5), bound to a draft's `estado`. */
export function StateField<T extends FieldValues & { estado: StateChoice }, TOut>({
  control,
  labels,
}: {
  control: Control<T, unknown, TOut>;
  labels: StateLabels;
}) {
  // The field is the draft's `estado`; `T` holds it, which the generic control cannot show.
  const fields = control as unknown as Control<{ estado: StateChoice }, unknown, TOut>;
  return (
    <FormRadioGroupField
      control={fields}
      name="estado"
      label="Estado"
      isRow
      options={[
        { value: 'A', label: labels.active },
        { value: 'I', label: labels.inactive },
      ]}
    />
  );
}
