import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type ControlledTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  /** Makes it a select of these catalogue entries, shown as 'code - name'. */
  options?: readonly { codigo: string; nombre: string }[];
};

/** A text field (or select) bound to a react-hook-form field, showing its rule's message under it. */
export function ControlledTextField<T extends FieldValues>(props: ControlledTextFieldProps<T>) {
  const { control, name, options, ...fieldProps } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...fieldProps}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? fieldProps.helperText}
          fullWidth
          size="small"
          select={options !== undefined}
        >
          {options?.map((option) => (
            <MenuItem key={option.codigo} value={option.codigo}>
              {option.codigo} - {option.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
