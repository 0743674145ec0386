import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';

type MasterDataDialogProps<Draft extends FieldValues, Output> = {
  title: string;
  form: UseFormReturn<Draft, unknown, Output>;
  /** Starts the save (its mutation reports its own failure). */
  onSubmit: (values: Output) => void;
  onCancel: () => void;
  isSaving: boolean;
  saveLabel?: string;
  children: ReactNode;
};

/**
 * The add and edit dialogs of the master-data screens: a FormDialog that says which fields are required.
 * They close only by 'Cancelar' or a successful save, never by the backdrop or Escape (spec 001 §4), so a
 * half-typed form is never lost.
 */
export function MasterDataDialog<Draft extends FieldValues, Output>(
  props: MasterDataDialogProps<Draft, Output>,
) {
  const { title, form, onSubmit, onCancel, isSaving, saveLabel = 'Guardar', children } = props;
  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={onSubmit}
      onClose={onCancel}
      saving={{ isPending: isSaving, error: null }}
      submitLabel={saveLabel}
      maxWidth="md"
    >
      <Typography variant="caption" color="text.secondary" component="p">
        Los campos marcados con * son obligatorios.
      </Typography>
      {children}
    </FormDialog>
  );
}
