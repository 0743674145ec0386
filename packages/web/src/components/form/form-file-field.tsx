import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormFileFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** A `File | null` field. */
  name: FieldPath<T>;
  /** The file input's accessible name. */
  label: string;
  /** What the file chooser offers ('.txt,text/plain', '.p12', 'image/png,image/jpeg'). */
  accept: string;
  /** Refuses a chosen file, which then never enters the field: return the message to show, else undefined. */
  refuseFile?: (file: File) => string | undefined;
  buttonLabel?: string;
  emptyText?: string;
  disabled?: boolean;
};

/** A file picked with 'Buscar', shown as 'name - size bytes'; its problem shows under it. */
export function FormFileField<T extends FieldValues, TOut = T>(props: FormFileFieldProps<T, TOut>) {
  const { control, name, label, accept, refuseFile, disabled } = props;
  const { buttonLabel = 'Buscar', emptyText = 'Ningún archivo seleccionado' } = props;
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const file: unknown = field.value;
  // A refusal is shown while the field still holds what it held then (a reset or another file ends it),
  // and it outranks an older problem of the field, since it answers what the user just did.
  const [refusal, setRefusal] = useState<{ message: string; heldValue: unknown } | null>(null);
  const shownRefusal = refusal !== null && refusal.heldValue === file ? refusal.message : undefined;
  const problem = shownRefusal ?? fieldState.error?.message;
  return (
    <Stack spacing={0.5}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        name={field.name}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Choosing the same file again must fire a change too.
          event.target.value = '';
          if (!chosen) return;
          const refused = refuseFile?.(chosen);
          setRefusal(refused === undefined ? null : { message: refused, heldValue: file });
          if (refused === undefined) field.onChange(chosen);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
          {buttonLabel}
        </Button>
        <Typography aria-live="polite">
          {file instanceof File ? `${file.name} - ${file.size} bytes` : emptyText}
        </Typography>
      </Stack>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
