import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * How every Form…Field is bound to its form: the form's `control`, the field's path in it, and the label
 * that is also its accessible name. A field states what its value holds ('YYYY-MM-DD', a File) itself.
 */
export type FormFieldBinding<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};
