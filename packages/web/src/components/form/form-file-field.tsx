import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldBinding } from './form-field-binding.ts';

/** The bound field holds a `File | null`; the label is the file input's accessible name. */
type FormFileFieldProps<T extends FieldValues, TOut> = FormFieldBinding<T, TOut> & {
  /** What the file chooser offers ('.txt,text/plain', '.p12', 'image/png,image/jpeg'). */
  accept: string;
  /** Refuses a chosen file, which then never enters the field: return the message to show, else undefined. */
  refuseFile?: (file: File) => string | undefined;
  buttonLabel?: string;
  emptyText?: string;
  disabled?: boolean;
  /**
   * Files may also be dropped on the field; more than one at once is refused with this message (spec 000
   * §5: 'Se detectó varios archivos seleccionados, …').
   */
  dropMultipleMessage?: string;
};

/** A file picked with 'Buscar', shown as 'name - size bytes'; its problem shows under it. */
export function FormFileField<T extends FieldValues, TOut = T>(props: FormFileFieldProps<T, TOut>) {
  const { control, name, label, accept, refuseFile, disabled, dropMultipleMessage } = props;
  const { buttonLabel = 'Buscar', emptyText = 'Ningún archivo seleccionado' } = props;
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const file: unknown = field.value;
  // A refusal is shown while the field still holds what it held then (a reset or another file ends it),
  // and it outranks an older problem of the field, since it answers what the user just did.
  const [refusal, setRefusal] = useState<{ message: string; heldValue: unknown } | null>(null);
  const shownRefusal = refusal !== null && refusal.heldValue === file ? refusal.message : undefined;
  const problem = shownRefusal ?? fieldState.error?.message;
  const [isDragOver, setDragOver] = useState(false);

  function take(chosen: File) {
    const refused = refuseFile?.(chosen);
    setRefusal(refused === undefined ? null : { message: refused, heldValue: file });
    if (refused === undefined) field.onChange(chosen);
  }

  const dropHandlers =
    dropMultipleMessage === undefined || disabled
      ? {}
      : {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setDragOver(true);
          },
          onDragLeave: () => setDragOver(false),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setDragOver(false);
            const dropped = [...event.dataTransfer.files];
            if (dropped.length > 1) setRefusal({ message: dropMultipleMessage, heldValue: file });
            else if (dropped[0]) take(dropped[0]);
          },
        };
  return (
    <Stack
      spacing={0.5}
      {...dropHandlers}
      sx={
        dropMultipleMessage === undefined
          ? undefined
          : {
              p: 2,
              border: 2,
              borderStyle: 'dashed',
              borderRadius: 2,
              borderColor: isDragOver ? 'primary.main' : 'divider',
              bgcolor: isDragOver ? 'action.hover' : undefined,
            }
      }
    >
      {dropMultipleMessage !== undefined && (
        <Typography variant="body2" color="text.secondary">
          Arrastre el archivo aquí o búsquelo en su equipo.
        </Typography>
      )}
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
          take(chosen);
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
