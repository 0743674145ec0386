import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A field chosen among codes (a select, a radio group): the props that bind it, its value (''
 * while none is chosen), and a change that also tells `onValueChange` what follows from the new choice.
 */
export function useChoiceField<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  onValueChange?: (value: string) => void,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    fieldState,
    ref: field.ref,
    bindings: {
      name: field.name,
      value: field.value ?? '',
      onChange: (event: { target: { value: string } }) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      },
      onBlur: field.onBlur,
    },
  };
}
