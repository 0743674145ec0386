import { memo } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { DayPicker } from './day-picker.tsx';
import type { FormFieldBinding } from './form-field-binding.ts';

/** The bound field holds 'YYYY-MM-DD', or '' while no whole valid day is typed. */
type FormDateFieldProps<T extends FieldValues, TOut> = FormFieldBinding<T, TOut> & {
  /** Earliest and latest day the calendar offers, 'YYYY-MM-DD'; the form's rules still judge the value. */
  minDay?: string;
  maxDay?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Called after the field took a new day ('' when cleared or incomplete), for what follows from it. */
  onValueChange?: (day: string) => void;
};

/** One day of a form, chosen or typed (a period of two days is the DateRangeField). */
function FormDateFieldInner<T extends FieldValues, TOut = T>(props: FormDateFieldProps<T, TOut>) {
  const { control, name, onValueChange, ...pickerProps } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <DayPicker
      {...pickerProps}
      value={field.value ?? ''}
      unreadableAs=""
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      onChange={(next) => {
        field.onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}

export const FormDateField = memo(FormDateFieldInner) as typeof FormDateFieldInner;
