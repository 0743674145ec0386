import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useChoiceField } from './use-choice-field.ts';
import type { FormFieldBinding } from './form-field-binding.ts';

/** A choice as the catalogues hold it: the code the request sends and its name. */
export type SelectOption = { readonly codigo: string; readonly nombre: string };

/** Catalogue entries read 'code - name' (spec 002 §2). */
export function labelWithCode(option: SelectOption): string {
  return `${option.codigo} - ${option.nombre}`;
}

/** Options that read by their name alone (states, periods, the company's own lists). */
export function optionName(option: SelectOption): string {
  return option.nombre;
}

type FormSelectFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select' | 'type' | 'children'
> &
  FormFieldBinding<T, TOut> & {
    options: readonly SelectOption[];
    /** How an option reads; 'code - name' unless given. */
    getOptionLabel?: (option: SelectOption) => string;
    /** An empty choice ('') first, with this text: 'Todos', 'Ninguno', 'Formato del comprobante'. */
    emptyOption?: ReactNode;
    /** Shows the empty choice's text while it is chosen, rather than an empty box. */
    isEmptyShown?: boolean;
    /** A 'Seleccione' shown while nothing is chosen, which the user cannot choose back (spec 001 §5). */
    placeholder?: string;
    onValueChange?: (code: string) => void;
  };

/** A select bound to one form field; its problem shows under it. */
function FormSelectFieldInner<T extends FieldValues, TOut = T>(props: FormSelectFieldProps<T, TOut>) {
  const {
    control,
    name,
    options,
    getOptionLabel = labelWithCode,
    emptyOption,
    isEmptyShown: isEmptyShownAsked = false,
    placeholder,
    onValueChange,
    helperText,
    ...fieldProps
  } = props;
  const { bindings, ref, fieldState } = useChoiceField(control, name, onValueChange);
  const isEmptyShown = isEmptyShownAsked || placeholder !== undefined;
  return (
    <TextField
      size="small"
      fullWidth
      {...fieldProps}
      select
      {...bindings}
      inputRef={ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={
        isEmptyShown
          ? { ...fieldProps.slotProps, inputLabel: { shrink: true }, select: { displayEmpty: true } }
          : fieldProps.slotProps
      }
    >
      {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
      {placeholder !== undefined && (
        <MenuItem value="" disabled>
          {placeholder}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.codigo} value={option.codigo}>
          {getOptionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const FormSelectField = memo(FormSelectFieldInner) as typeof FormSelectFieldInner;
