import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { FormFailure } from './form-failure.tsx';

/** What the dialog shows of its write; a react-query mutation is one as it is. */
export type FormDialogSaving = { isPending: boolean; error: unknown };

/** The write the form's values go to, as a react-query mutation is. */
export type FormDialogSave<Output> = FormDialogSaving & { mutate: (values: Output) => void };

/**
 * Where the values the form's resolver produced go: to the dialog's write (`save`, whose progress and
 * failure it shows), or to `onSubmit` (a dialog that hands values back, or decides before it writes; its
 * write, if any, as `saving`).
 */
type FormDialogSubmit<Output> =
  | {
      save: FormDialogSave<Output>;
      /** The save tells its own failure (a toast, as the master-data and payment dialogs do): none above the fields. */
      isFailureToldBySave?: boolean | undefined;
      onSubmit?: never;
      saving?: never;
    }
  | {
      onSubmit: (values: Output) => void;
      saving?: FormDialogSaving | undefined;
      save?: never;
      isFailureToldBySave?: never;
    };

type FormDialogFrame<Draft extends FieldValues, Output> = {
  title: string;
  /** The caller's `useForm`: its fields are the children, bound to the same `control`. */
  form: UseFormReturn<Draft, unknown, Output>;
  /** A submit the form's rules refused (e.g. to repeat the field's problem in a toast). */
  onInvalid?: ((errors: FieldErrors<Draft>) => void) | undefined;
  /**
   * The failure policy: the server's own Spanish message (or the network message) unless the spec names
   * another for the screen, which this maps.
   */
  describeFailure?: ((error: unknown) => string) | undefined;
  submitLabel?: string | undefined;
  cancelLabel?: string | undefined;
  isSubmitDisabled?: boolean | undefined;
  /** 'error' for a submit that refuses or removes something ('Rechazar'). */
  submitColor?: 'primary' | 'error' | undefined;
  children: ReactNode;
};

type FormDialogBodyProps<Draft extends FieldValues, Output> = FormDialogFrame<Draft, Output> &
  FormDialogSubmit<Output> & { titleId: string; onCancel: () => void };

const idle: FormDialogSaving = { isPending: false, error: null };

/**
 * The form inside the dialog: title, the failure (role alert, above the fields), the fields, and
 * Cancelar/Guardar. While the write runs Guardar shows its progress and neither button answers, so a
 * double click writes once (issue 29); a new submit clears the last failure (a mutation resets its error).
 */
export function FormDialogBody<Draft extends FieldValues, Output>(props: FormDialogBodyProps<Draft, Output>) {
  const { title, titleId, form, onCancel, children } = props;
  const { describeFailure = readFailureMessage, submitLabel = 'Guardar', cancelLabel = 'Cancelar' } = props;
  const saving = props.save ?? props.saving ?? idle;
  const submit = form.handleSubmit(
    (values) => (props.save ? props.save.mutate(values) : props.onSubmit(values)),
    (errors) => props.onInvalid?.(errors),
  );
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog opened from this one (e.g. 'Crear producto') is a portal, yet React bubbles its submit here.
    if (event.target !== event.currentTarget) return;
    void submit(event);
  };
  const hasFailed = !props.isFailureToldBySave && saving.error !== null && saving.error !== undefined;
  return (
    <form noValidate onSubmit={onFormSubmit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormFailure message={hasFailed ? describeFailure(saving.error) : null} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving.isPending}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={props.submitColor ?? 'primary'}
          loading={saving.isPending}
          disabled={props.isSubmitDisabled}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

type FormDialogProps<Draft extends FieldValues, Output> = FormDialogFrame<Draft, Output> &
  FormDialogSubmit<Output> & {
    onClose: () => void;
    /** Defaults to open: most dialogs are mounted only while shown, which also resets their form. */
    isOpen?: boolean | undefined;
    /** Whether Escape and a click outside close it; a form that is easy to lose closes only by its buttons. */
    isDismissible?: boolean | undefined;
    maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | undefined;
    /** After the closing transition (e.g. to reset a form that stays mounted). */
    onExited?: (() => void) | undefined;
  };

/** The one dialog for a form (issue 23): see FormDialogBody for what it shows and how it writes. */
export function FormDialog<Draft extends FieldValues, Output>(props: FormDialogProps<Draft, Output>) {
  const { isOpen = true, isDismissible = false, maxWidth = 'sm', onExited, onClose, ...body } = props;
  const titleId = useId();
  const isPending = (body.save ?? body.saving)?.isPending ?? false;
  return (
    <Dialog
      open={isOpen}
      onClose={isDismissible && !isPending ? onClose : undefined}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      {...(onExited ? { slotProps: { transition: { onExited } } } : {})}
    >
      <FormDialogBody {...body} titleId={titleId} onCancel={onClose} />
    </Dialog>
  );
}
