import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useChoiceField } from './use-choice-field.ts';

export type RadioOption = { readonly value: string; readonly label: string };

type FormRadioGroupFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** The group's accessible name. */
  label: string;
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
    <RadioGroup row={isRow} aria-label={label} {...bindings}>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio size={size} />}
          label={option.label}
        />
      ))}
    </RadioGroup>
  );
}
