import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
  const { field } = useController({ control, name });
  return (
    <RadioGroup
      row={isRow}
      aria-label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
    >
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
