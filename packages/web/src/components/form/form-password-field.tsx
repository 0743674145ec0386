import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './form-field-binding.ts';

type FormPasswordFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select' | 'type'
> &
  FormFieldBinding<T, TOut> & {
    /** Marks the field in error without a text under it (the login form shows one message for both fields). */
    isMessageHidden?: boolean;
  };

/**
 * A password input bound to one form field, with a show/hide button. The button's name avoids the word
 * 'contraseña' so that finding a field by its label ('Contraseña') stays unambiguous for users of assistive
 * technology and tests.
 */
export function FormPasswordField<T extends FieldValues, TOut = T>(props: FormPasswordFieldProps<T, TOut>) {
  const { control, name, isMessageHidden = false, helperText, ...fieldProps } = props;
  const { field, fieldState } = useController({ control, name });
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      fullWidth
      {...fieldProps}
      type={isVisible ? 'text' : 'password'}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={(isMessageHidden ? undefined : fieldState.error?.message) ?? helperText}
      slotProps={{
        ...fieldProps.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? 'Ocultar caracteres' : 'Mostrar caracteres'}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
              >
                {isVisible ? (
                  <VisibilityOffOutlined fontSize="small" />
                ) : (
                  <VisibilityOutlined fontSize="small" />
                )}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
