import type { FieldValues } from 'react-hook-form';
import { RadioChoices, type RadioOption } from './radio-choices.tsx';
import { useChoiceField } from './use-choice-field.ts';
import type { FormFieldBinding } from './form-field-binding.ts';

/** The label is the group's accessible name. */
type FormRadioGroupFieldProps<T extends FieldValues, TOut> = FormFieldBinding<T, TOut> & {
  options: readonly RadioOption[];
  isRow?: boolean;
  size?: 'small' | 'medium';
  /** Called after the field took the new choice, for what else follows from it. */
  onValueChange?: (value: string) => void;
};

/** One choice among a few, all shown (a string field). */
export function FormRadioGroupField<T extends FieldValues, TOut = T>(
  props: FormRadioGroupFieldProps<T, TOut>,
) {
  const { control, name, label, options, isRow = false, size, onValueChange } = props;
  const { bindings } = useChoiceField(control, name, onValueChange);
  return (
    <RadioChoices
      label={label}
      options={options}
      isRow={isRow}
      size={size}
      name={bindings.name}
      value={bindings.value}
      onChange={(value) => bindings.onChange({ target: { value } })}
      onBlur={bindings.onBlur}
    />
  );
}
