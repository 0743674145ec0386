import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type Option = { readonly codigo: string; readonly nombre: string };

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** Makes it a select of these catalogue entries, shown as 'code - name'. */
  options?: readonly Option[];
  /** Keeps only the characters this pattern accepts, as the spec's inputs do (digits and a dot). */
  allowed?: RegExp;
  /** Offers an empty choice first, for an optional code. */
  isOptional?: boolean;
};

/**
 * A text field or select bound to one form field through `useController`, so typing re-renders this
 * field alone, never the whole form (a form with 200 lines stays responsive).
 */
function FormTextFieldInner<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const { control, name, options, allowed, isOptional, ...fieldProps } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...fieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        if (allowed === undefined || allowed.test(text)) field.onChange(text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? fieldProps.helperText}
      fullWidth
      size="small"
      select={options !== undefined}
      slotProps={
        fieldProps.type === 'date'
          ? { ...fieldProps.slotProps, inputLabel: { shrink: true } }
          : fieldProps.slotProps
      }
    >
      {isOptional && options && (
        <MenuItem value="">
          <em>Ninguno</em>
        </MenuItem>
      )}
      {options?.map((option) => (
        <MenuItem key={option.codigo} value={option.codigo}>
          {option.codigo} - {option.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const FormTextField = memo(FormTextFieldInner) as typeof FormTextFieldInner;

/** Digits and at most one dot, up to 14 characters (spec 002 §5 amounts). */
export const decimalInput = /^\d{0,14}$|^(?=.{0,14}$)\d*\.\d*$/;
