import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ChangeEvent, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormCheckboxFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  /** A switch turns a part of the form on or off; a checkbox answers a yes/no question. */
  appearance?: 'checkbox' | 'switch';
  /** Called after the field took the new state, for what else follows from it (emptying a list). */
  onValueChange?: (isChecked: boolean) => void;
  disabled?: boolean;
};

/** A yes/no field (boolean) with its label. */
export function FormCheckboxField<T extends FieldValues, TOut = T>(props: FormCheckboxFieldProps<T, TOut>) {
  const { control, name, label, appearance = 'checkbox', onValueChange, disabled } = props;
  const { field } = useController({ control, name });
  const toggle = {
    name: field.name,
    checked: Boolean(field.value),
    // The input itself takes the ref (MUI 9 has no inputRef here), so a refused form can focus it.
    slotProps: { input: { ref: field.ref } },
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.target.checked);
      onValueChange?.(event.target.checked);
    },
  };
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={appearance === 'switch' ? <Switch {...toggle} /> : <Checkbox {...toggle} />}
    />
  );
}
