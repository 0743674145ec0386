import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo, useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './form-field-binding.ts';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select'
> &
  FormFieldBinding<T, TOut> & {
    /**
     * Refuses a typed text, which then never enters the field: return the message to show under it, or ''
     * to refuse without one; undefined takes the text (spec rules such as 'Solo ingrese caracteres numéricos.').
     */
    refuseInput?: (text: string) => string | undefined;
    /** Called after the field took a new text, for what else follows from it. */
    onValueChange?: (text: string) => void;
    /** Marks the field in error without a text under it (a form that shows one message for several fields). */
    isMessageHidden?: boolean;
  };

/**
 * A text input bound to one form field through `useController`, so typing re-renders this field alone,
 * never the whole form (a form with 200 lines stays responsive). Its problem shows under it. Days use
 * FormDateField, choices FormSelectField.
 */
function FormTextFieldInner<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const {
    control,
    name,
    refuseInput,
    onValueChange,
    isMessageHidden = false,
    helperText,
    ...fieldProps
  } = props;
  const { field, fieldState } = useController({ control, name });
  // A refusal is shown while the field still holds what it held then (a reset or a new text ends it), and
  // it outranks an older problem of the field, since it answers what the user just did.
  const [refusal, setRefusal] = useState<{ message: string; heldValue: unknown } | null>(null);
  const shownRefusal = refusal !== null && refusal.heldValue === field.value ? refusal.message : undefined;
  const problem = shownRefusal ?? fieldState.error?.message;
  return (
    <TextField
      size="small"
      fullWidth
      {...fieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        const refused = refuseInput?.(text);
        if (refused !== undefined) {
          if (refused !== '') setRefusal({ message: refused, heldValue: field.value });
          return;
        }
        setRefusal(null);
        field.onChange(text);
        onValueChange?.(text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(problem) || fieldProps.error}
      helperText={(isMessageHidden ? null : problem) ?? helperText}
    />
  );
}

export const FormTextField = memo(FormTextFieldInner) as typeof FormTextFieldInner;
