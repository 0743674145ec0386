import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog, type FormDialogSave } from '#web/components/form/form-dialog.tsx';

type MasterDataDialogProps<Draft extends FieldValues, Output> = {
  title: string;
  form: UseFormReturn<Draft, unknown, Output>;
  /** Its mutation reports its own failure (useMasterDataSave). */
  save: FormDialogSave<Output>;
  onCancel: () => void;
  saveLabel?: string;
  /** The fields, laid out in two columns (one on narrow screens). */
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
  const { title, form, save, onCancel, saveLabel = 'Guardar', children } = props;
  return (
    <FormDialog
      title={title}
      form={form}
      save={save}
      isFailureToldBySave
      onClose={onCancel}
      submitLabel={saveLabel}
      maxWidth="md"
    >
      <Typography variant="caption" color="text.secondary" component="p">
        Los campos marcados con * son obligatorios.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </FormDialog>
  );
}
